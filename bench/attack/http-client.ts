import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** Every request of the attack goes to this host only. */
export const TARGET_HOST = '127.0.0.1';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** a source address in 127.0.0.0/8: the server counts some limits per client address */
  localAddress?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * One request on its own connection (no agent, no keep-alive), so a row never shares sockets with
 * another row and a connection cap on the server is only met where a row means to meet it.
 */
export function httpCall(port: number, path: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const started = performance.now();
  const body = options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    let responded = false;
    const req = httpRequest(
      {
        host: TARGET_HOST,
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      },
      (res) => {
        responded = true;
        const chunks: Buffer[] = [];
        const done = (): void => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started });
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', done);
        // a server that answers early (413) and closes while the body is still being written: the answer counts
        res.on('error', done);
        res.on('close', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`)));
    req.on('error', (error) => {
      if (!responded) reject(error);
    });
    req.end(body);
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * A request line written byte for byte on a raw socket: `fetch` and `http.request` normalise or refuse
 * the very paths a traversal probe is made of (`..`, backslashes, NUL).
 */
export function rawGet(port: number, rawPath: string, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: TARGET_HOST, port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('timed out')), timeoutMs);
    socket.on('connect', () => {
      socket.write(Buffer.concat([Buffer.from('GET ', 'latin1'), Buffer.from(rawPath, 'latin1'), Buffer.from(` HTTP/1.1\r\nHost: ${TARGET_HOST}:${port}\r\nAccept: */*\r\nConnection: close\r\n\r\n`, 'latin1')]));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const data = Buffer.concat(chunks);
      const headEnd = data.indexOf('\r\n\r\n');
      if (headEnd === -1) {
        resolve({ status: 0, headers: {}, body: data });
        return;
      }
      const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = data.subarray(headEnd + 4);
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: headers['transfer-encoding']?.includes('chunked') ? dechunk(rest) : rest,
      });
    });
  });
}
