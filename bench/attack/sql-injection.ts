import { createClient, passwordLogin, type ApiAnswer, type ApiClient } from './api-client';
import { DEMO_PASSWORD, chinaTime, type AttackContext, type AttackRow, type RowResult } from './attack-row';
import { asArray, asNumber, asString, pick } from './json-read';

/**
 * Row 2: SQL injection payloads in the string fields of a sample of endpoints. Every search payload
 * carries the marker `zzqq`, which no plate, device number or message contains: a benign search for
 * it finds nothing, so any row returned for a payload came from the payload's SQL, not its text.
 * Counted: 5xx answers, and answers whose data differs from the benign baseline.
 */

const MARKED = [
  "zzqq' OR '1'='1",
  "zzqq' OR 1=1 --",
  'zzqq" OR "1"="1',
  "zzqq') OR ('1'='1",
  "zzqq%' OR 1=1 --",
  "zzqq' UNION SELECT NULL --",
  "zzqq'; DROP TABLE vehicles; --",
  "zzqq\\' OR 1=1 --",
  "zzqq' OR plate LIKE '%",
  "zzqq*' OR '1' GLOB '*",
];
/** short ones for fields limited to 20 characters (plate) */
const SHORT = ["' OR '1'='1", "' OR 1=1 --", '" OR ""="', "x'||'", "') OR 1=1--"];
/** user names that would log in as `demo` with its password if the name reached SQL as text */
const LOGIN_NAMES = ["demo' --", "demo'--", "demo' OR '1'='1", "' OR '1'='1' --", 'demo" --', "demo'/*"];
const BENIGN = 'zzqqbenign';
/** failed logins are counted per client address: these come from their own */
const LOGIN_ADDRESS = '127.0.0.22';

interface Field {
  name: string;
  payloads: readonly string[];
  call(value: string): Promise<ApiAnswer>;
  /** what the answer says; compared with the benign value's */
  measure(answer: ApiAnswer): string;
}

const total = (answer: ApiAnswer): string => `flag ${answer.flag ?? '-'} total ${asNumber(pick(answer.obj, 'total')) ?? asArray(pick(answer.obj, 'list')).length}`;
const flagOnly = (answer: ApiAnswer): string => `flag ${answer.flag ?? '-'}`;

function fields(ctx: AttackContext): Field[] {
  const { operator, sub } = ctx;
  const now = Date.now();
  const anonymous = createClient(ctx.port);
  const range = { startTime: chinaTime(now - 30 * 86_400_000), endTime: chinaTime(now) };
  const vehicleSearch = (client: ApiClient) => (value: string) => client.get('/car/v1/api/vehicle/pageVehicle.json', { keyword: value, pageSize: 100 });
  return [
    { name: 'pageVehicle.keyword (operator)', payloads: MARKED, call: vehicleSearch(operator), measure: total },
    { name: 'pageVehicle.keyword (sub)', payloads: MARKED, call: vehicleSearch(sub), measure: total },
    { name: 'newQueryAlarm.keyword', payloads: MARKED, call: (value) => operator.postJson('/car/v1/accelerate/report/alarm/newQueryAlarm', { ...range, keyword: value }), measure: total },
    { name: 'pageHelpMessage.keyword', payloads: MARKED, call: (value) => sub.get('/car/v1/helpCenter/helpMessage/pageHelpMessage', { keyword: value }), measure: total },
    { name: 'pageHelpMessage.keyword (POST)', payloads: MARKED, call: (value) => sub.postJson('/car/v1/helpCenter/helpMessage/pageHelpMessage', { keyword: value }), measure: total },
    { name: 'vehicleVerify.plate', payloads: SHORT, call: (value) => sub.postJson('/car/v4/api/vehicle/vehicleVerify.json', { plate: value, deviceSuffix: '000000' }), measure: flagOnly },
    { name: 'vehicleVerify.deviceSuffix', payloads: SHORT, call: (value) => sub.postJson('/car/v4/api/vehicle/vehicleVerify.json', { plate: '粤B·00000', deviceSuffix: value }), measure: flagOnly },
    {
      name: 'getGeo.mac',
      payloads: MARKED.filter((payload) => payload.length <= 32),
      call: (value) => sub.postJson('/car/v4/api/address/baidu/getGeo.json', { lonAndLatToAddressVOS: [{ lon: 114.05, lat: 22.54, mac: value, index: 0 }] }),
      measure: (answer) => `flag ${answer.flag ?? '-'} ${asString(pick(asArray(answer.obj)[0], 'address')) ?? ''}`,
    },
    {
      name: 'getGeo.index',
      payloads: MARKED,
      call: (value) => sub.postJson('/car/v4/api/address/baidu/getGeo.json', { lonAndLatToAddressVOS: [{ lon: 114.05, lat: 22.54, index: value }] }),
      measure: (answer) => `flag ${answer.flag ?? '-'} ${asString(pick(asArray(answer.obj)[0], 'address')) ?? ''}`,
    },
    { name: 'getCustomerInfo.url', payloads: MARKED, call: (value) => anonymous.get('/car/v1/api/customer/getCustomerInfo.json', { url: value }), measure: (answer) => JSON.stringify(answer.obj) },
    { name: 'loginPage.username', payloads: [...MARKED, ...LOGIN_NAMES], call: (value) => createClient(ctx.port, null, LOGIN_ADDRESS).get('/oauth/loginPage', { username: value }), measure: (answer) => `captcha ${String(pick(answer.obj, 'captchaRequired'))}` },
    { name: 'userAuth/sendLoginSms.phone', payloads: SHORT, call: (value) => sub.postJson('/car/v1/api/userAuth/sendLoginSms.json', { phone: value }), measure: flagOnly },
    { name: 'queryTrack.startTime', payloads: SHORT, call: (value) => sub.get('/car/v1/api/track/queryTrack.json', { vehicleId: 1, startTime: value, endTime: range.endTime }), measure: flagOnly },
    { name: 'pageCommandRecord.startTime', payloads: SHORT, call: (value) => operator.get('/car/v1/api/command/pageCommandRecord.json', { startTime: value }), measure: total },
    { name: 'exportDataReport.startTime', payloads: SHORT, call: (value) => sub.postJson('/car/v1/accelerate/export/exportDataReport.json', { reportType: 'alarmList', startTime: value, endTime: range.endTime }), measure: flagOnly },
    { name: 'security/{hash}', payloads: SHORT, call: (value) => sub.get(`/car/v4/api/security/${encodeURIComponent(value)}.json`), measure: flagOnly },
    { name: 'generateQRCode.content', payloads: MARKED, call: (value) => sub.get('/car/v4/api/prevent/declare/generateQRCode.json', { content: value }), measure: flagOnly },
  ];
}

async function loginInjections(ctx: AttackContext): Promise<{ probes: number; hits: string[] }> {
  const hits: string[] = [];
  for (const userName of LOGIN_NAMES) {
    const { answer } = await passwordLogin(ctx.port, { userName, password: DEMO_PASSWORD, localAddress: LOGIN_ADDRESS });
    if (answer.status >= 500 || answer.flag === 1) hits.push(`login as ${JSON.stringify(userName)}: HTTP ${answer.status} flag ${answer.flag ?? '-'}`);
  }
  return { probes: LOGIN_NAMES.length, hits };
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const before = asNumber(pick((await ctx.operator.get('/car/v1/api/vehicle/pageVehicle.json', { pageSize: 1 })).obj, 'total'));
  const hits: string[] = [];
  let probes = 0;
  for (const field of fields(ctx)) {
    const baseline = field.measure(await field.call(BENIGN));
    for (const payload of field.payloads) {
      probes += 1;
      try {
        const answer = await field.call(payload);
        if (answer.status >= 500) hits.push(`${field.name} ${JSON.stringify(payload)}: HTTP ${answer.status}`);
        else if (field.measure(answer) !== baseline) hits.push(`${field.name} ${JSON.stringify(payload)}: ${field.measure(answer)} (benign: ${baseline})`);
      } catch (error) {
        hits.push(`${field.name} ${JSON.stringify(payload)}: no answer (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  const login = await loginInjections(ctx);
  hits.push(...login.hits);
  probes += login.probes;
  const after = asNumber(pick((await ctx.operator.get('/car/v1/api/vehicle/pageVehicle.json', { pageSize: 1 })).obj, 'total'));
  if (before !== after) hits.push(`vehicle count changed from ${before ?? '-'} to ${after ?? '-'}`);
  return { failures: hits.length, context: [`${probes} payloads in ${fields(ctx).length + 1} fields`, hits.length ? `signals: ${hits.slice(0, 8).join('; ')}${hits.length > 8 ? ' …' : ''}` : 'no 5xx, every answer as for the benign value'].join('; ') };
}

export const sqlInjectionRow: AttackRow = { id: 2, name: 'SQL injection in string fields', budgetMs: 120_000, run };
