import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJsSize {
  app: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The JS a first visit downloads before the app can render: the scripts its index.html loads
 * (lazy chunks excluded), gzip level 9 as a static server would precompress them.
 */
export function measureInitialJs(distDir: string, app: string, assetPrefix: string): InitialJsSize {
  const html = readFileSync(join(distDir, app, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of sources) {
    const relative = src.startsWith(assetPrefix) ? src.slice(assetPrefix.length) : src.replace(/^\//, '');
    const content = readFileSync(join(distDir, app, relative));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { app, files: sources.length, rawBytes, gzipBytes };
}
