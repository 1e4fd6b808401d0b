import type { HttpClient, Query } from '@shared/http/http-client';

export type CallMethod = 'GET' | 'POST_FORM' | 'POST_JSON' | 'UPLOAD' | 'JSONP' | 'DOWNLOAD';

/** One call as the caller made it on the HttpClient interface, before anything went over the wire. */
export interface RecordedCall {
  method: CallMethod;
  path: string;
  /** the query object as given (`{}` when none: a POST, or a GET without one) */
  query: Query;
  body: unknown;
  signal: AbortSignal | undefined;
}

/**
 * A spy on the HttpClient interface, not a stand-in: each call is recorded as the caller made it, at
 * once (so "nothing was asked" holds without waiting for a socket), and passed on unchanged to the
 * real client, which sends it to the local server.
 */
export function recordingClient(http: HttpClient): { http: HttpClient; calls: RecordedCall[] };
/** The same, each call turned into the caller's own record type (e.g. one a test can answer) as it is made. */
export function recordingClient<R extends RecordedCall>(http: HttpClient, toRecord: (call: RecordedCall) => R): { http: HttpClient; calls: R[] };
export function recordingClient(http: HttpClient, toRecord: (call: RecordedCall) => RecordedCall = (call) => call): { http: HttpClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const record = (call: RecordedCall) => {
    calls.push(toRecord(call));
  };
  const recording: HttpClient = {
    get(path, payload, query, options) {
      record({ method: 'GET', path, query: query ?? {}, body: undefined, signal: options?.signal });
      return http.get(path, payload, query, options);
    },
    postForm(path, payload, body, options) {
      record({ method: 'POST_FORM', path, query: {}, body, signal: options?.signal });
      return http.postForm(path, payload, body, options);
    },
    postJson(path, payload, body, options) {
      record({ method: 'POST_JSON', path, query: {}, body, signal: options?.signal });
      return http.postJson(path, payload, body, options);
    },
    upload(path, payload, body, options) {
      record({ method: 'UPLOAD', path, query: {}, body, signal: options?.signal });
      return http.upload(path, payload, body, options);
    },
    jsonp(path, payload, query) {
      record({ method: 'JSONP', path, query: query ?? {}, body: undefined, signal: undefined });
      return http.jsonp(path, payload, query);
    },
    getBytes(path, query, options) {
      record({ method: 'GET', path, query: query ?? {}, body: undefined, signal: options?.signal });
      return http.getBytes(path, query, options);
    },
    downloadSpreadsheet(path, body, options) {
      record({ method: 'DOWNLOAD', path, query: {}, body, signal: options?.signal });
      return http.downloadSpreadsheet(path, body, options);
    },
    exportUrl: (path, query) => http.exportUrl(path, query),
    headers: () => http.headers(),
  };
  return { http: recording, calls };
}

/** The query as the client puts it on the wire (nulls left out, lists repeated), sorted: how a call and the request it became are matched. */
export function wireQuery(query: Query | URLSearchParams | undefined): string {
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) query.forEach((value, key) => params.append(key, value));
  else {
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
      else params.append(key, String(value));
    }
  }
  params.sort();
  return params.toString();
}
