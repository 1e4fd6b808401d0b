import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SERVER_HOOK_TIMEOUT_MS, SERVER_TEST_TIMEOUT_MS, WEB_HOOK_TIMEOUT_MS, WEB_TEST_TIMEOUT_MS } from './tests/time-budgets';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@shared': here('./shared'),
  '@main': here('./main'),
  '@car': here('./micro/car'),
  '@server': here('./server'),
  // in node the 'antd' entry is its CommonJS build: a deep ES import (the shell's App context,
  // shell-feedback-app.tsx) must reach the same module instances, as it does in the bundle
  'antd/es': 'antd/lib',
};

/**
 * Time-outs come from tests/time-budgets.ts: sized (and measured) for a loaded 2-core machine, so a
 * busy box makes the suite slower, never red. Files run one at a time here: vitest's default
 * maxWorkers is the core count minus one, and the budgets assume no more than that.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          // each file starts its own server on a temporary database
          pool: 'forks',
          // a file's beforeAll seeds a database and logs two users in (scrypt): seconds, more when the CPU is shared
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_HOOK_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/{main,micro,shared}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // antd's first render in jsdom, typed input and jsdom XHR to a local server take seconds under load
          testTimeout: WEB_TEST_TIMEOUT_MS,
          hookTimeout: WEB_HOOK_TIMEOUT_MS,
        },
      },
    ],
  },
});
