import type * as z from 'zod/mini';
import type { HttpClient, Query, RequestOptions } from '../http/http-client';
import { ApiError } from '../http/api-error';
import type { Endpoint, RequestOf, ResponseOf } from './endpoint';
import { requestIssueMessage } from './validation/request-message';

/**
 * Checks a request against its endpoint's schema before it leaves: what the server would refuse is
 * refused here with the server's own Chinese message (`ApiError` kind `invalid-request`), so a form
 * that outgrows a limit never puts a screen in an error state after a round trip.
 */
export function checkRequest<E extends Endpoint>(endpoint: E, input: RequestOf<E>): void {
  const result = endpoint.request.safeParse(input);
  if (!result.success) throw new ApiError({ kind: 'invalid-request', message: requestIssueMessage(result.error.issues, input) });
}

/** The path with its `:name` segments filled from the request (`encoding: 'path'`). */
export function fillPath(path: string, input: unknown): string {
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

/** Calls one endpoint of the contract: the request checked, sent as the endpoint says, the answer parsed. */
export function callEndpoint<E extends Endpoint>(http: HttpClient, endpoint: E, input: RequestOf<E>, options?: RequestOptions): Promise<ResponseOf<E>> {
  try {
    checkRequest(endpoint, input);
  } catch (error) {
    return Promise.reject(error);
  }
  const response = endpoint.response as z.ZodMiniType<ResponseOf<E>>;
  switch (endpoint.encoding) {
    case 'query':
      return http.get(endpoint.path, response, input as Query, options);
    case 'form':
      return http.postForm(endpoint.path, response, input as Query, options);
    case 'json':
      return http.postJson(endpoint.path, response, input, options);
    case 'path':
      return http.get(fillPath(endpoint.path, input), response, {}, options);
  }
}
