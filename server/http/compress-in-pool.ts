import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** zlib's smallest and its default output chunk; the largest one taken here (a bigger answer makes a few trips) */
const MIN_CHUNK = 16 * 1024;
const MAX_CHUNK = 16 * 1024 * 1024;

/**
 * zlib's asynchronous calls compress in the thread pool, but in output chunks of 16 KiB by default,
 * each one a trip through the event loop before the next is compressed. A 3.8 MB track answer made
 * ~30 trips: while the page's other requests kept the loop busy, its 20–30 ms of compression took up
 * to 307 ms (bench:playback, the standalone cold open). An output chunk as large as the input (what
 * compressing cannot exceed by much) is one trip. The result is copied out of that chunk, so a kept
 * answer holds its own bytes, not the chunk around them.
 */
function oneChunkFor(input: Buffer): number {
  return Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, input.length + 1024));
}

/** gzip at `level`, in zlib's thread pool, in one trip. */
export async function gzipInPool(input: Buffer, level: number): Promise<Buffer> {
  return Buffer.from(await gzipAsync(input, { level, chunkSize: oneChunkFor(input) }));
}

/** brotli at `quality` (with the input's size as its hint), in zlib's thread pool, in one trip. */
export async function brotliInPool(input: Buffer, quality: number): Promise<Buffer> {
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: input.length };
  return Buffer.from(await brotliAsync(input, { params, chunkSize: oneChunkFor(input) }));
}
