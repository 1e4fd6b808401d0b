import type { FastifyRequest } from 'fastify';

/**
 * Forms send untouched fields as empty strings (`keyword=&groupId=`). An empty query value means
 * "not given", so it is removed before validation: optional filters are skipped and a required one
 * is reported as missing instead of "must be an integer".
 */
export async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  const entries = Object.entries(query);
  if (entries.some(([, value]) => value === '')) {
    request.query = Object.fromEntries(entries.filter(([, value]) => value !== ''));
  }
}
