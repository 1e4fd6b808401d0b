import { describe, expect, it } from 'vitest';
import { pickEncoding } from '@server/static/in-memory-file';

describe('the encoding of a file served from memory', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=1.0', 'br'],
    ['gzip;q=0, br;q=0.0', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
