import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { App } from '../http/app-types';

/**
 * `reply.compress` for the large answers that ask for it (the 100k vehicle list: ~7 MB of JSON,
 * a tenth of it compressed). Not global: small envelopes gain nothing and would pay the latency.
 * Brotli at quality 5 rather than the default 11, which takes seconds on 7 MB; gzip for the rest.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
