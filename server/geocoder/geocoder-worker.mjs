// Entry of the offline geocoder's worker thread (started by geocoder-worker-host.ts); the work is in
// geocoder-thread.ts. Plain JavaScript for the same reason as simulator/simulator-worker.mjs: the
// thread must start the same way under `tsx server/main.ts`, under vitest and in a build that
// compiles server/ (then geocoder-thread.js sits next to this file and is imported as is);
// otherwise tsx's scoped `tsImport` compiles the TypeScript with the project's tsconfig.
import { existsSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';

const compiled = new URL('./geocoder-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('./geocoder-thread.ts', {
    parentURL: import.meta.url,
    tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  });
}
