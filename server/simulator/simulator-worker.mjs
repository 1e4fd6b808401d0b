// Entry of the simulator's worker thread (started by simulator-host.ts); the work is in
// simulator-thread.ts.
//
// Plain JavaScript on purpose, like exports/xlsx-worker.mjs: a worker thread must start the same way
// under `tsx server/main.ts`, under vitest and in a later build, and a TypeScript loader does not
// reliably reach worker threads (vitest's never does). So this entry loads the TypeScript itself:
// - a build that compiles server/ puts simulator-thread.js next to this file: that is imported as is;
// - otherwise tsx's scoped `tsImport` compiles simulator-thread.ts and what it imports, with the
//   project's tsconfig (for the `@shared/*` paths) whatever the working directory. Being scoped, it
//   also works when a tsx loader already runs in this thread (`tsx server/main.ts` passes its
//   `--import` on to workers).
import { existsSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

const compiled = new URL('./simulator-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('./simulator-thread.ts', {
    parentURL: import.meta.url,
    tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  });
}
