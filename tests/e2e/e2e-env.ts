/** Where the e2e server listens and keeps its throwaway database (relative to the repo root). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_080);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = '.tmp/e2e-data';
