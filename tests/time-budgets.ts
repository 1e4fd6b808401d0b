/**
 * How long the unit tests may wait, sized for a 2-core machine that something else keeps busy (a
 * second test run, a build, a browser). They bound waits; nothing is asserted against them, and a
 * passing test never comes near them. Measured 2026-11 with two `node -e "for(;;){}"` loops on top
 * of the other helpers' work (load average 7-12), one test file at a time:
 * - server: a file's beforeAll (temporary database, seed, two scrypt logins) took up to 19.6 s
 *   (about 4.5 s on a quieter machine, 40 s seen under twice that load); the slowest test 14.9 s
 *   (account-login's captcha rounds);
 * - web: the slowest test 24.8 s (typing a login, RSA, jsdom XHR to the local server); hooks
 *   (a local server listening) next to nothing.
 * Each budget is at least three times the loaded figure.
 */
export const SERVER_HOOK_TIMEOUT_MS = 120_000;
export const SERVER_TEST_TIMEOUT_MS = 60_000;
export const WEB_HOOK_TIMEOUT_MS = 60_000;
export const WEB_TEST_TIMEOUT_MS = 90_000;

/**
 * One wait for a condition that depends on I/O (findBy*, waitFor, vi.waitFor: a request reaching the
 * local server, an answer rendered): shorter than a test's budget, so a wait that fails says what
 * it waited for instead of the test timing out.
 */
export const WAIT_FOR_CONDITION_MS = 30_000;
