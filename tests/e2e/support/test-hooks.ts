import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

/** where the shell keeps the session (shared/constants/storage-keys.ts: main app prefix + sessionId) */
const SESSION_KEY = 'main_sessionId';

interface Envelope<T> {
  flag: number;
  msg: string;
  obj: T;
}

export interface TestVehicle {
  vehicleId: number;
  plate: string;
}

/**
 * The e2e server's test hooks (server/test-hooks, on only with E2E_TEST_HOOKS=1) and a few API reads,
 * called with the logged-in page's session: the server runs without the simulator, so a spec raises
 * the alarm it waits for and lets devices answer the commands it sent.
 */
export function testApi(page: Page) {
  const headers = async () => {
    const raw = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
    const sessionId = raw ? (JSON.parse(raw) as string) : '';
    expect(sessionId).not.toBe('');
    return { sessionId, platformId: '0', authorization: '' };
  };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(path, { headers: await headers(), data });
    const body = (await response.json()) as Envelope<T>;
    expect(body.flag, body.msg).toBe(1);
    return body.obj;
  };
  return {
    async vehiclesIn(state: 'online' | 'offline' | 'stationary', count: number): Promise<TestVehicle[]> {
      const response = await page.request.get(`/car/v1/api/vehicle/pageVehicle.json?state=${state}&pageNum=1&pageSize=${count}`, { headers: await headers() });
      const body = (await response.json()) as Envelope<{ list: TestVehicle[] }>;
      expect(body.obj.list).toHaveLength(count);
      return body.obj.list.map(({ vehicleId, plate }) => ({ vehicleId, plate }));
    },
    /** the first of up to 100 vehicles in `state` that the pre-check lets take `commandCode` now */
    async eligibleFor(commandCode: string, state: 'online' | 'stationary'): Promise<TestVehicle> {
      const candidates = await this.vehiclesIn(state, 100);
      const check = await post<{ list: { vehicleId: number; ok: boolean }[] }>('/car/v1/api/command/checkCommandDownBatchTer.json', {
        commandCode,
        vehicleIds: candidates.map((vehicle) => vehicle.vehicleId),
      });
      const ok = check.list.find((item) => item.ok);
      const found = candidates.find((vehicle) => vehicle.vehicleId === ok?.vehicleId);
      if (!found) throw new Error(`no ${state} vehicle may take ${commandCode}`);
      return found;
    },
    raiseAlarm: (vehicleId: number, type = 'sos') => post<{ alarmId: number }>('/test-hooks/raiseAlarm.json', { vehicleId, type }),
    settleCommands: (outcome: 'natural' | 'ack' | 'fail') => post<{ looked: number }>('/test-hooks/settleCommands.json', { outcome }),
  };
}

/**
 * The alarm centre inside the shell, reached as a user does: the console, then its 报警中心 menu.
 * The console is first let to show its home page: a click while it is still mounting can be
 * undone by the shell's own navigation to the console's start page once the sub-app is ready.
 */
export async function openAlarmCentre(page: Page): Promise<void> {
  await page.goto('/car');
  // the console's home: the monitoring page with its group tree
  await expect(page.getByRole('tree', { name: '车辆分组' })).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await page.getByRole('menuitem', { name: /报警中心/ }).click();
    await expect(page.getByRole('tab', { name: /实时报警/ })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** The alarm centre of the standalone console (/apps/car/), reached as a user does: its own login, then its 报警中心 link. */
export async function openStandaloneAlarmCentre(page: Page, account: Account): Promise<void> {
  await page.goto('/apps/car/login');
  await page.getByLabel('账号').fill(account.username);
  await page.getByLabel('密码').fill(account.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('menuitem', { name: /报警中心/ }).click();
  await expect(page).toHaveURL(/\/apps\/car\/alarm$/);
}
