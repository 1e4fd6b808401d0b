import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliInPool, gzipInPool } from '../../server/http/compress-in-pool';

/** 3 MB of small differences, as the track's and the list's binary columns are */
function columns(): Buffer {
  const noise = randomBytes(750_000);
  const values = Int32Array.from(noise, (byte) => byte - 128);
  return Buffer.from(values.buffer);
}

describe('compression in the thread pool', () => {
  it('gives back the same bytes, in a buffer of their own (not the large output chunk around them)', async () => {
    const input = columns();
    for (const compressed of [await gzipInPool(input, 1), await brotliInPool(input, 3)]) {
      expect(compressed.length).toBeLessThan(input.length / 2);
      expect(compressed.length).toBeGreaterThan(100_000);
      expect(compressed.buffer.byteLength).toBeLessThan(compressed.length * 2);
    }
    expect(gunzipSync(await gzipInPool(input, 1)).equals(input)).toBe(true);
    expect(brotliDecompressSync(await brotliInPool(input, 3)).equals(input)).toBe(true);
  });

  it('takes bytes that do not compress (the answer grows a little) and small bodies', async () => {
    const noise = randomBytes(200_000);
    expect(gunzipSync(await gzipInPool(noise, 6)).equals(noise)).toBe(true);
    expect(brotliDecompressSync(await brotliInPool(noise, 5)).equals(noise)).toBe(true);
    const small = Buffer.from('{"flag":1,"msg":"成功"}');
    expect(gunzipSync(await gzipInPool(small, 1)).toString()).toBe(small.toString());
  });
});
