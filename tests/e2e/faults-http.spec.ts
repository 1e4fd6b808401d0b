import { expect, test, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { API, answerJson, breakApi, envelope, neverAnswer, type Fault } from './support/api-faults';
import { firstPlate, listError, searchBox, searchVehicles, vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { RAW_ERROR_TEXT, expectShellWorks, mainNav, openConsole, toasts } from './support/shell';

/**
 * The HTTP faults of the fault matrix (API 500, the 60 s time-out, malformed JSON, flags other
 * than 1, the network down), injected with route interception against the real server. Each
 * case checks what the user reads (Chinese, no raw error text), that what they typed is kept,
 * that the shell keeps working, and that the next try succeeds once the fault is gone.
 */

const SERVER_ERROR = '服务器内部错误';

async function openSecurityPage(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: '系统中心' }).click();
  await page.getByRole('menuitem', { name: '安全中心' }).click();
  await expect(page.getByRole('cell', { name: OPERATOR.username, exact: true })).toBeVisible();
}

/** The console with a search that fails: the list shows the error inline and the box keeps the text. */
async function failedSearch(
  page: Page,
  fault: Fault,
  expected: string,
  { within }: { within?: number } = {},
): Promise<{ plate: string; heal: () => Promise<void> }> {
  await openConsole(page);
  const plate = await firstPlate(page);
  const heal = await breakApi(page, API.pageVehicles, fault);
  await searchVehicles(page, plate);
  await expect(listError(page)).toContainText('车辆列表加载失败', { timeout: within });
  await expect(listError(page)).toContainText(expected);
  await expect(listError(page)).not.toContainText(RAW_ERROR_TEXT);
  await expect(searchBox(page)).toHaveValue(plate);
  return { plate, heal };
}

/** The fault is gone: 重试 in the list finds the vehicle searched for, without a reload. */
async function retryFindsPlate(page: Page, plate: string): Promise<void> {
  await listError(page).getByRole('button', { name: /重\s*试/ }).click();
  await expect(vehicleRows(page)).toHaveCount(1);
  await expect(vehicleRows(page).first()).toContainText(plate);
  await expect(searchBox(page)).toHaveValue(plate);
}

/** The list shown again (back from elsewhere, once the fault is gone) loads anew by itself and finds the vehicle searched for. */
async function shownAgainFindsPlate(page: Page, plate: string): Promise<void> {
  await expect(vehicleRows(page)).toHaveCount(1);
  await expect(vehicleRows(page).first()).toContainText(plate);
  await expect(searchBox(page)).toHaveValue(plate);
}

/** Back to the console's 车辆列表 from elsewhere in the shell (the console opens on its monitoring page): the typed search is still there. */
async function backToConsole(page: Page, plate: string): Promise<void> {
  await mainNav(page).getByRole('link', { name: '智能车联' }).click();
  await page.getByRole('menuitem', { name: '车辆列表' }).click();
  await expect(searchBox(page)).toHaveValue(plate);
}

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughShell(page, OPERATOR);
  });

  test('an API 500 on 刷新 shows one Chinese toast, keeps the page, and the next 刷新 succeeds', async ({ page }, testInfo) => {
    await openSecurityPage(page);
    const heal = await breakApi(page, API.getUser, answerJson(500, envelope(0, SERVER_ERROR)));
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toHaveText(SERVER_ERROR);
    await page.screenshot({ path: testInfo.outputPath('api-500-toast.png') });
    // the details last known stay on screen
    await expect(page.getByRole('cell', { name: OPERATOR.username, exact: true })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);

    await heal();
    const answered = page.waitForResponse((response) => response.url().includes(API.getUser));
    await page.getByRole('button', { name: '刷新' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('button', { name: '刷新' })).toBeEnabled();
    await expect(toasts(page)).toHaveCount(0);
    await expectShellWorks(page);
  });

  test('a 502 from a gateway (an HTML page, no envelope) shows the default 网络异常 toast', async ({ page }) => {
    await openSecurityPage(page);
    const heal = await breakApi(page, API.getUser, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
    );
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(toasts(page)).toHaveText('网络异常');
    await heal();
    await expectShellWorks(page);
  });

  test('an API 500 on the console’s search is shown in the list; the text is kept and 重试 recovers', async ({ page }) => {
    const { plate, heal } = await failedSearch(page, answerJson(500, envelope(0, SERVER_ERROR)), SERVER_ERROR);
    // the list says it once: no toast on top
    await expect(toasts(page)).toHaveCount(0);
    await expectShellWorks(page);
    await backToConsole(page, plate);
    await heal();
    await retryFindsPlate(page, plate);
  });

  test('a request that is never answered ends in the client’s 60 s time-out with 请求超时，请稍后重试', async ({ page }) => {
    // the real time-out: XMLHttpRequest's own timer, which page.clock cannot move (it fakes only JS timers)
    test.setTimeout(180_000);
    const { plate, heal } = await failedSearch(page, neverAnswer, '请求超时，请稍后重试', { within: 90_000 });
    await expectShellWorks(page);
    // the console's home is its monitoring page: going back to 车辆列表 shows it again, and it loads anew
    await heal();
    await backToConsole(page, plate);
    await shownAgainFindsPlate(page, plate);
  });

  test('malformed answers (not JSON, cut short, no envelope, a wrong payload) say the data is malformed', async ({ page }) => {
    const bodies: Fault[] = [
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>维护中</body></html>' }),
      answerJson(200, '{"flag":1,"msg":"","obj":{"list":[{"vehicleId":'),
      answerJson(200, '{"data":[],"status":"ok"}'),
      answerJson(200, envelope(1, '', { list: 'not a list', total: 'many' })),
    ];
    const [first, ...rest] = bodies;
    if (!first) throw new Error('no fault');
    const { plate, heal } = await failedSearch(page, first, '服务器返回的数据格式不正确');
    await heal();
    for (const fault of rest) {
      const healThis = await breakApi(page, API.pageVehicles, fault);
      await listError(page).getByRole('button', { name: /重\s*试/ }).click();
      await expect(listError(page)).toContainText('服务器返回的数据格式不正确');
      await expect(listError(page)).not.toContainText(RAW_ERROR_TEXT);
      await healThis();
    }
    await expect(searchBox(page)).toHaveValue(plate);
    await expectShellWorks(page);
    await backToConsole(page, plate);
    await shownAgainFindsPlate(page, plate);
  });

  test('a flag other than 1 shows the server’s Chinese msg; an unknown flag without msg shows 网络异常', async ({ page }) => {
    const maintenance = '车辆服务正在维护，请稍后再试';
    const { plate, heal } = await failedSearch(page, answerJson(200, envelope(0, maintenance)), maintenance);
    await heal();
    const cases: { fault: Fault; text: string }[] = [
      { fault: answerJson(200, envelope(7, '该功能暂未开通')), text: '该功能暂未开通' },
      { fault: answerJson(200, envelope(9)), text: '网络异常' },
      { fault: answerJson(200, JSON.stringify({ flag: 1, code: 3, msg: '操作失败，请联系管理员' })), text: '操作失败，请联系管理员' },
    ];
    for (const { fault, text } of cases) {
      const healThis = await breakApi(page, API.pageVehicles, fault);
      await listError(page).getByRole('button', { name: /重\s*试/ }).click();
      await expect(listError(page)).toContainText(text);
      await healThis();
    }
    await expect(toasts(page)).toHaveCount(0);
    await retryFindsPlate(page, plate);
  });

  test('a flag 0 on 刷新 is one toast with the server’s msg', async ({ page }) => {
    await openSecurityPage(page);
    const heal = await breakApi(page, API.getUser, answerJson(200, envelope(0, '用户信息暂时无法获取')));
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(toasts(page)).toHaveText('用户信息暂时无法获取');
    await heal();
    await expectShellWorks(page);
  });

  test('with the network down the console says 网络异常, the shell keeps working, and 重试 recovers once online', async ({ page, context }) => {
    await openConsole(page);
    const plate = await firstPlate(page);
    await context.setOffline(true);
    await searchVehicles(page, plate);
    await expect(listError(page)).toContainText('网络异常');
    await expect(searchBox(page)).toHaveValue(plate);
    // shell pages already loaded still open while offline
    await expectShellWorks(page);
    // shown again while still offline, the list tries anew and says so again
    await backToConsole(page, plate);
    await expect(listError(page)).toContainText('网络异常');
    await context.setOffline(false);
    await retryFindsPlate(page, plate);
  });

  test('刷新 with the network down shows one 网络异常 toast', async ({ page, context }) => {
    await openSecurityPage(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(toasts(page)).toHaveText('网络异常');
    await context.setOffline(false);
    await expectShellWorks(page);
  });
});

test.describe('on the login page', () => {
  async function fillLogin(page: Page): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('账号').fill(OPERATOR.username);
    await page.getByLabel('密码').fill(OPERATOR.password);
  }

  /** A failed login keeps both fields and the page. */
  async function expectFormKept(page: Page): Promise<void> {
    await expect(page.getByLabel('账号')).toHaveValue(OPERATOR.username);
    await expect(page.getByLabel('密码')).toHaveValue(OPERATOR.password);
    await expect(page).toHaveURL(/\/login$/);
  }

  const loginFaults: { name: string; fault: Fault; text: string }[] = [
    { name: 'an API 500', fault: answerJson(500, envelope(0, SERVER_ERROR)), text: SERVER_ERROR },
    { name: 'a flag 0 with a Chinese msg', fault: answerJson(200, envelope(0, '账号已被锁定，请 30 分钟后再试')), text: '账号已被锁定，请 30 分钟后再试' },
    { name: 'an unknown flag', fault: answerJson(200, envelope(4321, '登录服务升级中')), text: '登录服务升级中' },
    { name: 'malformed JSON', fault: answerJson(200, '{"flag":1,"obj":'), text: '服务器返回的数据格式不正确' },
    { name: 'the network down', fault: (route) => route.abort('internetdisconnected'), text: '网络异常' },
    // Chromium's XMLHttpRequest reports net::ERR_TIMED_OUT as its timeout event: the client's time-out message
    { name: 'a connection timed out', fault: (route) => route.abort('timedout'), text: '请求超时，请稍后重试' },
  ];

  for (const { name, fault, text } of loginFaults) {
    test(`${name} on login shows ${text} by the form, keeps what was typed, and the next 登录 succeeds`, async ({ page }) => {
      await fillLogin(page);
      const heal = await breakApi(page, API.token, fault);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await expect(page.getByRole('alert')).toContainText(text);
      await expect(page.getByRole('alert')).not.toContainText(RAW_ERROR_TEXT);
      await expectFormKept(page);
      await heal();
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText(/您好，/)).toBeVisible();
    });
  }

  test('a malformed login configuration says so with 重新获取, which recovers', async ({ page }) => {
    const heal = await breakApi(page, API.loginPage, answerJson(200, '<!doctype html>'));
    await page.goto('/login');
    await expect(page.getByText('无法获取登录配置')).toBeVisible();
    await expect(page.getByText('服务器返回的数据格式不正确')).toBeVisible();
    await heal();
    await page.getByRole('button', { name: '重新获取' }).click();
    await page.getByLabel('账号').fill(OPERATOR.username);
    await page.getByLabel('密码').fill(OPERATOR.password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
