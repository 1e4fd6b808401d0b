import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { FLAG_SESSION_EXPIRED } from '../constants/flags';
import { REQUEST_TIMEOUT_MS } from '../constants/limits';
import { MSG_MALFORMED_RESPONSE, MSG_NETWORK_EXCEPTION, MSG_REQUEST_ABORTED, MSG_REQUEST_TIMEOUT } from '../constants/messages';
import { ApiError } from './api-error';
import { resolveUrl } from './base-url';
import { unwrapEnvelope } from './envelope-rules';
import { requestJsonp } from './jsonp';
import { isSpreadsheetType } from './spreadsheet';

const unknownPayload = z.unknown();
/** The type a binary answer comes as (getBytes). */
export const BINARY_TYPE = 'application/octet-stream';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly (string | number)[]>;

export interface HttpClientOptions {
  /** fixed per app: 0 for the shell, 8 for the vehicle console ... */
  platformId: number;
  /** base address given by the caller; when absent the stored baseUrl is read per request */
  baseUrl?: string;
  readStoredBaseUrl?: () => string | null;
  readSessionId: () => string | null;
  readUserId: () => number | string | null;
  timeoutMs?: number;
  /** called once per 4010 response, before the call rejects (the owner opens its dialog) */
  onSessionExpired?: (error: ApiError) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/** The product's HTTP client (product-spec §7). It never navigates or toasts. */
export interface HttpClient {
  get<T>(path: string, payload: z.ZodMiniType<T>, query?: Query, options?: RequestOptions): Promise<T>;
  postForm<T>(path: string, payload: z.ZodMiniType<T>, body: Query, options?: RequestOptions): Promise<T>;
  postJson<T>(path: string, payload: z.ZodMiniType<T>, body: unknown, options?: RequestOptions): Promise<T>;
  upload<T>(path: string, payload: z.ZodMiniType<T>, body: FormData, options?: RequestOptions): Promise<T>;
  jsonp<T>(path: string, payload: z.ZodMiniType<T>, query?: Query): Promise<T>;
  /**
   * GET asking for a binary body (`Accept: application/octet-stream`): its bytes when the server
   * answers that type; a JSON envelope in its place (a refusal, 4010) is unwrapped as an error
   */
  getBytes(path: string, query?: Query, options?: RequestOptions): Promise<ArrayBuffer>;
  /** POST that answers a spreadsheet file; a JSON body in its place is unwrapped as an error */
  downloadSpreadsheet(path: string, body: unknown, options?: RequestOptions): Promise<Blob>;
  /** the absolute address of an export through a hidden frame, with the sessionId in its query */
  exportUrl(path: string, query?: Query): string;
  /** the headers every request carries */
  headers(): Record<string, string>;
}

function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  return params;
}

/** The JSON a binary response body carries, or undefined when it is not JSON. */
function parseJsonBytes(data: unknown): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(data as ArrayBuffer));
  } catch {
    return undefined;
  }
}

/**
 * The bytes as an ArrayBuffer of their own, starting at 0 (typed views need the alignment): the
 * browser's transport gives one, node's a Buffer that may sit inside a shared pool.
 */
function ownBuffer(data: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  const copy = new Uint8Array(data.byteLength);
  copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return copy.buffer;
}

/** Turns an axios failure into the typed error: status + data.msg when the server said something. */
function fromAxiosFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError({ kind: 'aborted', message: MSG_REQUEST_ABORTED });
  const axiosError = error as AxiosError<unknown>;
  if (axiosError?.code === 'ETIMEDOUT') return new ApiError({ kind: 'timeout', message: MSG_REQUEST_TIMEOUT });
  if (axiosError?.code === 'ERR_CANCELED' || axiosError?.code === 'ECONNABORTED') return new ApiError({ kind: 'aborted', message: MSG_REQUEST_ABORTED });
  const response = axiosError?.response;
  if (response) {
    const data = response.data;
    const msg =
      data && typeof data === 'object' && 'msg' in data && typeof data.msg === 'string' && data.msg ? data.msg : MSG_NETWORK_EXCEPTION;
    return new ApiError({ kind: 'http', status: response.status, message: msg, body: data });
  }
  return new ApiError({ kind: 'network', message: MSG_NETWORK_EXCEPTION });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const instance: AxiosInstance = axios.create({
    timeout,
    // tell a time-out (ETIMEDOUT) from a cancelled request (ECONNABORTED)
    transitional: { clarifyTimeoutError: true },
  });

  const baseUrl = () => options.baseUrl ?? options.readStoredBaseUrl?.() ?? '';

  const headers = (): Record<string, string> => {
    const result: Record<string, string> = {
      authorization: '',
      platformId: String(options.platformId),
      sessionId: options.readSessionId() ?? '',
    };
    const userId = options.readUserId();
    if (userId !== null && userId !== undefined && userId !== '') result.userId = String(userId);
    return result;
  };

  const settle = <T>(body: unknown, payload: z.ZodMiniType<T>): T => {
    try {
      return unwrapEnvelope(body, payload);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session-expired') options.onSessionExpired?.(error);
      throw error;
    }
  };

  const send = async <T>(config: AxiosRequestConfig, payload: z.ZodMiniType<T>): Promise<T> => {
    let body: unknown;
    try {
      const response = await instance.request<unknown>({
        ...config,
        url: resolveUrl(config.url ?? '', baseUrl()),
        headers: { ...headers(), ...(config.headers as Record<string, string> | undefined) },
      });
      body = response.data;
    } catch (error) {
      const apiError = fromAxiosFailure(error);
      // a 4010 envelope can come with an HTTP error status; it is still the session rule (and only
      // that rule: any other envelope on an error status stays an http failure with its status)
      if (
        apiError.kind === 'http' &&
        apiError.body &&
        typeof apiError.body === 'object' &&
        'flag' in apiError.body &&
        apiError.body.flag === FLAG_SESSION_EXPIRED
      ) {
        return settle(apiError.body, payload);
      }
      throw apiError;
    }
    return settle(body, payload);
  };

  return {
    headers,
    get: (path, payload, query = {}, requestOptions = {}) =>
      send(
        {
          method: 'GET',
          url: path,
          params: toSearchParams(query),
          signal: requestOptions.signal,
          headers: { 'Content-Type': 'application/json;charset=UTF-8' },
        },
        payload,
      ),
    postForm: (path, payload, body, requestOptions = {}) =>
      send(
        {
          method: 'POST',
          url: path,
          data: toSearchParams(body).toString(),
          signal: requestOptions.signal,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        },
        payload,
      ),
    postJson: (path, payload, body, requestOptions = {}) =>
      send(
        {
          method: 'POST',
          url: path,
          data: JSON.stringify(body ?? {}),
          signal: requestOptions.signal,
          headers: { 'Content-Type': 'application/json;charset=UTF-8' },
        },
        payload,
      ),
    upload: (path, payload, body, requestOptions = {}) =>
      send({ method: 'POST', url: path, data: body, signal: requestOptions.signal }, payload),
    jsonp: (path, payload, query = {}) =>
      requestJsonp(resolveUrl(path, baseUrl()), toSearchParams(query), timeout).then((body) => settle(body, payload)),
    getBytes: async (path, query = {}, requestOptions = {}) => {
      let bytes: ArrayBuffer;
      let contentType: string;
      try {
        const response = await instance.request<ArrayBuffer>({
          method: 'GET',
          url: resolveUrl(path, baseUrl()),
          params: toSearchParams(query),
          responseType: 'arraybuffer',
          signal: requestOptions.signal,
          headers: { ...headers(), Accept: BINARY_TYPE },
        });
        bytes = response.data;
        contentType = String(response.headers['content-type'] ?? '');
      } catch (error) {
        const response = (error as AxiosError<unknown> | undefined)?.response;
        if (response) response.data = parseJsonBytes(response.data);
        const apiError = fromAxiosFailure(error);
        // the session rule holds on an error status too (as in `send`)
        if (apiError.kind === 'http' && apiError.body && typeof apiError.body === 'object' && 'flag' in apiError.body && apiError.body.flag === FLAG_SESSION_EXPIRED) {
          settle(apiError.body, unknownPayload);
        }
        throw apiError;
      }
      if (contentType.toLowerCase().startsWith(BINARY_TYPE)) return ownBuffer(bytes);
      // not bytes: it must be the envelope explaining why
      const parsed = parseJsonBytes(bytes);
      if (parsed === undefined) throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE });
      settle(parsed, unknownPayload);
      throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE, body: parsed });
    },
    downloadSpreadsheet: async (path, body, requestOptions = {}) => {
      // bytes, not 'blob': both transports give them (node's has no Blob), and an error
      // response's envelope can be read from them
      let bytes: ArrayBuffer;
      let contentType: string;
      try {
        const response = await instance.request<ArrayBuffer>({
          method: 'POST',
          url: resolveUrl(path, baseUrl()),
          data: JSON.stringify(body ?? {}),
          responseType: 'arraybuffer',
          signal: requestOptions.signal,
          headers: { ...headers(), 'Content-Type': 'application/json;charset=UTF-8' },
        });
        bytes = response.data;
        contentType = String(response.headers['content-type'] ?? '');
      } catch (error) {
        const response = (error as AxiosError<unknown> | undefined)?.response;
        if (response) response.data = parseJsonBytes(response.data);
        throw fromAxiosFailure(error);
      }
      if (isSpreadsheetType(contentType)) return new Blob([bytes], { type: contentType });
      // not a file: it must be the envelope explaining why
      const parsed = parseJsonBytes(bytes);
      if (parsed === undefined) throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE });
      // a failure envelope throws its own error here; a success envelope without a file is malformed
      settle(parsed, unknownPayload);
      throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE, body: parsed });
    },
    exportUrl: (path, query = {}) => {
      const params = toSearchParams({ ...query, sessionId: options.readSessionId() ?? '' });
      const url = resolveUrl(path, baseUrl());
      return `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
    },
  };
}
