import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in for the production builds (`DIST_DIR`): the shell and the console each with an index.html
 * and one hashed asset, so static hosting is on without running rsbuild. Every file's bytes are kept:
 * a 200 answer whose body is none of them came from somewhere else (a traversal).
 */
export interface FakeDist {
  dir: string;
  knownBodies: readonly Buffer[];
}

const FILES: Record<string, string> = {
  'main/index.html': '<!doctype html><html><head><meta charset="utf-8"><title>attack-shell</title></head><body><div id="root"></div><script src="/static/js/index.a1b2c3d4.js"></script></body></html>\n',
  'main/static/js/index.a1b2c3d4.js': 'console.info("attack-shell asset");\n',
  'car/index.html': '<!doctype html><html><head><meta charset="utf-8"><title>attack-car</title></head><body><div id="root"></div><script src="/apps/car/static/js/index.e5f6a7b8.js"></script></body></html>\n',
  'car/static/js/index.e5f6a7b8.js': 'console.info("attack-car asset");\n',
};

export function writeFakeDist(dir: string): FakeDist {
  const knownBodies: Buffer[] = [];
  for (const [path, text] of Object.entries(FILES)) {
    const file = join(dir, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    knownBodies.push(Buffer.from(text));
  }
  return { dir, knownBodies };
}
