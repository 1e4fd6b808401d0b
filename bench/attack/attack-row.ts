import type { ApiClient } from './api-client';
import type { AttackArgs } from './attack-args';
import type { FakeDist } from './fake-dist';
import type { ServerProcess } from './server-process';

/** What a row measured: `failures` must be 0 on a hardened server; `context` are the figures around it. */
export interface RowResult {
  failures: number;
  context: string;
}

/** Everything a row may use: the running server, its files, and logged-in callers. */
export interface AttackContext {
  args: AttackArgs;
  port: number;
  server: ServerProcess;
  dataDir: string;
  logFile: string;
  dist: FakeDist;
  /** `demo`: operator of the demo customer */
  operator: ApiClient;
  /** `demo-sub`: sub-user limited to two branches */
  sub: ApiClient;
  /** an operator-type user whose role holds no menu and no button (data-dir.ts) */
  noPermission: ApiClient;
}

export interface AttackRow {
  id: number;
  name: string;
  /** a safety net over the row's own bounds: past it the row is reported as not finished */
  budgetMs: number | ((args: AttackArgs) => number);
  run(ctx: AttackContext): Promise<RowResult>;
}

export const DEMO_PASSWORD = 'demo123456';
export const DEMO_PHONE = '13800138000';
export const SUB_PHONE = '13900139000';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** 'YYYY-MM-DD HH:mm:ss' in China time, what the date pickers send. */
export function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function chinaDate(ms: number): string {
  return chinaTime(ms).slice(0, 10);
}
