/**
 * Alarms and commands benchmark (a script that prints numbers, not a test), against the reference
 * server on a throwaway database (3000 vehicles, simulator off), each figure next to issue 10's target:
 * - processing 500 alarms in one batch: the server's answer;
 * - the pre-check of 1000 vehicles (two calls of the contract's 500): the server's answers;
 * - the client's work on the same data, timed in Node: the real-time store with 1000 alarms taking
 *   a batch of 50, applying a 500-alarm processing result, building the 1000-row pre-check matrix.
 * Browser rendering (first render of the list, the longest task in Chromium) is not measured here.
 */
import { performance } from 'node:perf_hooks';
import type { AlarmPage, ProcessAlarmResult, RealtimeAlarm } from '@shared/api/dto/alarm-dto';
import type { CommandCheckResult } from '@shared/api/dto/command-dto';
import type { VehicleColumns } from '@shared/api/dto/group-dto';
import { formatChinaTime } from '@shared/api/time/china-time';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { DAY_MS } from '@shared/constants/time';
import type { HttpClient } from '@shared/http/http-client';
import { AlarmCentreStore } from '@car/features/alarms/alarm-centre-store';
import { buildPreCheckMatrix } from '@main/dialogs/instructions/pre-check-matrix';
import { startBenchServer } from './bench-server';
import { median, ms } from './stats';

const PORT = Number(process.env.BENCH_PORT ?? 18_205);
const RUNS = 3;

interface Envelope<T> {
  flag: number;
  msg: string;
  obj: T;
}

async function login(base: string): Promise<string> {
  const page = (await (await fetch(`${base}/oauth/loginPage`)).json()) as Envelope<{ publicKey: string }>;
  const form = new URLSearchParams({
    username: encryptCredential(page.obj.publicKey, 'demo'),
    password: encryptCredential(page.obj.publicKey, 'demo123456'),
  });
  const reply = (await (await fetch(`${base}/oauth/v4/token`, { method: 'POST', body: form })).json()) as Envelope<{ sessionId: string }>;
  if (reply.flag !== 1) throw new Error('login failed');
  return reply.obj.sessionId;
}

function client(base: string, sessionId: string) {
  const headers = { sessionId, platformId: '8', authorization: '', 'content-type': 'application/json' };
  const call = async <T>(path: string, body?: unknown): Promise<{ obj: T; elapsed: number }> => {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
    const envelope = (await response.json()) as Envelope<T>;
    const elapsed = performance.now() - start;
    if (envelope.flag !== 1) throw new Error(`${path}: ${envelope.msg}`);
    return { obj: envelope.obj, elapsed };
  };
  return call;
}

const line = (label: string, value: number, target: number) => {
  const verdict = value <= target ? '达标' : '未达标';
  console.log(`  ${label.padEnd(44)} ${ms(value).padStart(10)}   目标 ≤ ${target} ms   ${verdict}`);
};

/** The store's HTTP is never called in the client figures: they apply answers directly. */
const offline: HttpClient = new Proxy({} as HttpClient, {
  get: () => () => Promise.reject(new Error('bench: no HTTP')),
});

function alarm(alarmId: number): RealtimeAlarm {
  return {
    alarmId,
    vehicleId: alarmId,
    plate: `粤B·${String(alarmId).padStart(5, '0')}`,
    groupId: 1,
    groupName: '深圳车队',
    type: 'overspeed',
    typeName: '超速报警',
    level: 2,
    alarmTime: new Date(Date.UTC(2026, 0, 15) + alarmId * 1000).toISOString(),
    lng: 114.05,
    lat: 22.54,
    speed: 108,
    detail: null,
    processed: false,
    processMethod: null,
    handlerName: null,
    processedAt: null,
    note: null,
    sound: false,
  };
}

async function main(): Promise<void> {
  const server = await startBenchServer(PORT);
  try {
    const call = client(server.baseUrl, await login(server.baseUrl));
    const now = Date.now();
    const range = { startTime: formatChinaTime(now - 30 * DAY_MS) ?? '', endTime: formatChinaTime(now) ?? '' };

    console.log('服务器（3000 辆车，模拟器关闭）');
    const processTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const ids: number[] = [];
      for (let pageNum = 1; ids.length < 500; pageNum += 1) {
        const page = await call<AlarmPage>('/car/v1/accelerate/report/alarm/newQueryAlarm', { ...range, processedState: 'unprocessed', pageNum, pageSize: 100 });
        if (page.obj.list.length === 0) throw new Error('fewer than 500 unprocessed alarms');
        ids.push(...page.obj.list.map((row) => row.alarmId));
      }
      const result = await call<ProcessAlarmResult>('/car/v1/api/monitor/processAlarm', { alarmIds: ids.slice(0, 500), processMethod: 'monitoring' });
      if (result.obj.processed !== 500) throw new Error(`processed ${result.obj.processed} of 500`);
      processTimes.push(result.elapsed);
    }
    line(`一次处理 500 条报警（中位数，${RUNS} 次）`, median(processTimes), 300);

    const vehicles = (await call<VehicleColumns>('/car/v1/api/vehicle/listAllVehicles.json')).obj.vehicleId.slice(0, 1000);
    const checkTimes: number[] = [];
    let lastCheck: CommandCheckResult | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      let total = 0;
      const lists: CommandCheckResult['list'] = [];
      for (let start = 0; start < vehicles.length; start += 500) {
        const check = await call<CommandCheckResult>('/car/v1/api/command/checkCommandDownBatchTer.json', { commandCode: 'QUERY_STATUS', vehicleIds: vehicles.slice(start, start + 500) });
        total += check.elapsed;
        lists.push(...check.obj.list);
        lastCheck = { ...check.obj, list: lists };
      }
      checkTimes.push(total);
    }
    line(`预检 1000 辆车（2 次 500，合计，中位数）`, median(checkTimes), 300);

    console.log('客户端数据处理（Node，不含浏览器渲染）');
    const store = new AlarmCentreStore({ http: offline, handlerName: () => '演示运营账号' });
    let start = performance.now();
    store.applyRealtime(Array.from({ length: 1000 }, (_, index) => alarm(1000 - index)), 1000);
    line('实时列表载入 1000 条', performance.now() - start, 100);
    start = performance.now();
    store.applyRealtime(Array.from({ length: 50 }, (_, index) => alarm(1050 - index)), 1050);
    line('实时列表追加 50 条新报警', performance.now() - start, 30);
    start = performance.now();
    store.applyProcessed(
      { processed: 500, alreadyProcessed: 0, notFound: 0, results: Array.from({ length: 500 }, (_, index) => ({ alarmId: 1050 - index, result: 'processed' as const, msg: '' })) },
      'monitoring',
      null,
    );
    line('处理结果应用到列表（500 条）', performance.now() - start, 100);
    if (lastCheck) {
      start = performance.now();
      const matrix = buildPreCheckMatrix(lastCheck, true);
      line(`预检矩阵（${matrix.rows.length} 行）`, performance.now() - start, 100);
    }
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
