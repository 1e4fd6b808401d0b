/**
 * Shell benchmark (a script that prints numbers, not a test): on a production build served by the
 * reference server, in Debian's Chromium at 1366×768,
 * - the first open of the vehicle console after login (immediately, and once the preload is done),
 * - the warm switch back from /home (median and p95 over SWITCHES switches),
 * - a full reload of /car/ for comparison,
 * - the gzip size of each app's initial JS.
 * Times are taken inside the page, from the click to the first vehicle row being laid out.
 */
import { execSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { startBenchServer } from './bench-server';
import { measureInitialJs } from './initial-js-size';
import { kb, median, ms, percentile } from './stats';

const SWITCHES = 25;
const RELOADS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 18_200);
/**
 * How long any wait may take (Playwright's default for every action and locator, and the in-page
 * wait): generous, because on a loaded machine a login or the console's preload can take many
 * seconds. It bounds a wait for visible state; it is not part of any figure.
 */
const WAIT_MS = 120_000;

/**
 * Runs inside the page: clicks a header link and resolves with the ms until the target is ready,
 * polled once per frame. Kept as source text: tsx would inject helpers the page does not have.
 */
const TIME_NAVIGATION_IN_PAGE = `async ({ linkText, ready, waitMs }) => {
  const isReady = () => {
    if (ready === 'home') return document.body.innerText.includes('我的应用');
    const root = document.querySelector('wujie-app')?.shadowRoot;
    const row = root?.querySelector('[role="table"] [role="row"][aria-rowindex="2"]');
    return !!row && row.getBoundingClientRect().height > 0;
  };
  const link = [...document.querySelectorAll('nav a')].find((anchor) => anchor.textContent?.trim() === linkText);
  if (!link) throw new Error('no header link ' + linkText);
  const start = performance.now();
  link.click();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(ready + ' not ready after ' + waitMs + ' ms')), waitMs);
    const check = () => {
      if (isReady()) { clearTimeout(timeout); resolve(); } else requestAnimationFrame(check);
    };
    check();
  });
  return performance.now() - start;
}`;

/**
 * The console's first vehicle row, laid out, inside the shell's wujie-app (Playwright pierces its
 * open shadow root). A locator, not a string predicate: the shell's CSP forbids eval in the page.
 */
const firstConsoleRow = (page: Page) => page.locator('wujie-app [role="table"] [role="row"][aria-rowindex="2"]');

async function timeNavigation(page: Page, linkText: string, ready: 'console' | 'home'): Promise<number> {
  const elapsed: unknown = await page.evaluate(`(${TIME_NAVIGATION_IN_PAGE})(${JSON.stringify({ linkText, ready, waitMs: WAIT_MS })})`);
  if (typeof elapsed !== 'number') throw new Error('timing script returned no number');
  return elapsed;
}

/**
 * The shell preloads the console once the browser is idle after login. Wait on its state rather
 * than on network silence (which a busy machine or a polling request may never reach): the
 * preloaded console lives in wujie's sandbox iframe (display: none, named after the sub-app) and
 * has loaded its first page when its toolbar counts the vehicles. Attached, not visible: it is
 * hidden until the user opens it.
 */
async function waitForPreloadedConsole(page: Page): Promise<void> {
  await page
    .frameLocator('iframe[name="car"]')
    .getByText(/^共 \d+ 辆$/)
    .waitFor({ state: 'attached' });
}

async function login(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill('demo');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('我的应用').waitFor();
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npx rsbuild build', { stdio: 'ignore' });
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    context.setDefaultTimeout(WAIT_MS);

    const cold = await context.newPage();
    await login(cold, server.baseUrl);
    const firstOpenImmediate = await timeNavigation(cold, '智能车联', 'console');
    await cold.close();
    await context.clearCookies();

    const fresh = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    fresh.setDefaultTimeout(WAIT_MS);
    const page = await fresh.newPage();
    await login(page, server.baseUrl);
    await waitForPreloadedConsole(page);
    const firstOpenPreloaded = await timeNavigation(page, '智能车联', 'console');

    const switches: number[] = [];
    for (let i = 0; i < SWITCHES; i += 1) {
      await timeNavigation(page, '首页', 'home');
      switches.push(await timeNavigation(page, '智能车联', 'console'));
    }

    const reloads: number[] = [];
    for (let i = 0; i < RELOADS; i += 1) {
      const start = Date.now();
      await page.reload();
      await firstConsoleRow(page).waitFor({ state: 'visible' });
      reloads.push(Date.now() - start);
    }

    const sizes = [measureInitialJs('dist', 'main', '/'), measureInitialJs('dist', 'car', '/apps/car/')];

    console.log('Shell benchmark (production build, Chromium headless, 1366×768)');
    console.log(`  console first open, right after login:      ${ms(firstOpenImmediate)}`);
    console.log(`  console first open, after the idle preload: ${ms(firstOpenPreloaded)}`);
    console.log(`  warm switch back from /home (n=${SWITCHES}):     median ${ms(median(switches))}, p95 ${ms(percentile(switches, 95))}`);
    console.log(`  full reload of /car/ (n=${RELOADS}):             median ${ms(median(reloads))}, p95 ${ms(percentile(reloads, 95))}`);
    for (const size of sizes) {
      console.log(`  initial JS ${size.app.padEnd(5)} ${size.files} files: ${kb(size.rawBytes)} raw, ${kb(size.gzipBytes)} gzip`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
