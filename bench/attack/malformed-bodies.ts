import { createClient, type ApiAnswer, type ApiClient } from './api-client';
import type { AttackContext, AttackRow, RowResult } from './attack-row';

/**
 * Row 4: malformed bodies (broken JSON, wrong content types, huge numbers, deep nesting, oversized
 * bodies) and prototype-pollution keys, against a sample of POST endpoints. Counted: 5xx answers,
 * requests the server did not answer, and any sign of pollution afterwards: a set of follow-up
 * requests answered differently than before, or a polluted key showing up in an answer.
 */

const ENDPOINTS = [
  '/car/v1/accelerate/report/alarm/newQueryAlarm',
  '/car/v4/api/address/baidu/getGeo.json',
  '/car/v1/api/command/checkCommandDownBatchTer.json',
  '/car/v1/helpCenter/helpMessage/markRead',
  '/car/v4/api/alarm/control/configAlarmControl.json',
  '/car/v1/accelerate/export/listExportRecord.json',
  '/oauth/v4/token',
];

interface Case {
  name: string;
  contentType: string | null;
  body: string;
}

const JSON_TYPE = 'application/json';
const MARK = 'attackPolluted';

function nested(depth: number, open: string, close: string, inner: string): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

function cases(): Case[] {
  const pollution = [
    `{"__proto__":{"${MARK}":"yes","flag":1,"userType":"operator","isAdmin":true}}`,
    `{"constructor":{"prototype":{"${MARK}":"yes","userType":"operator"}}}`,
    `{"items":[{"type":"overspeed","params":{"__proto__":{"${MARK}":1}}}]}`,
    `{"items":[{"type":"overspeed","enabled":true,"params":{"constructor":{"prototype":{"${MARK}":1}}}}]}`,
    `{"vehicleIds":[1],"commandCode":"QUERY_STATUS","__proto__":{"${MARK}":"yes"}}`,
    `{"lonAndLatToAddressVOS":[{"lon":1,"lat":1,"index":0,"__proto__":{"${MARK}":"yes"}}]}`,
  ];
  return [
    { name: 'broken JSON', contentType: JSON_TYPE, body: '{"pageNum":' },
    { name: 'trailing garbage', contentType: JSON_TYPE, body: '{"pageNum":1} garbage' },
    { name: 'single quotes', contentType: JSON_TYPE, body: "{'pageNum':1}" },
    { name: 'empty JSON body', contentType: JSON_TYPE, body: '' },
    { name: 'JSON null', contentType: JSON_TYPE, body: 'null' },
    { name: 'JSON string', contentType: JSON_TYPE, body: '"x"' },
    { name: 'JSON array', contentType: JSON_TYPE, body: '[1,2,3]' },
    { name: 'text/plain', contentType: 'text/plain', body: '{"pageNum":1}' },
    { name: 'xml', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
    { name: 'multipart without parts', contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
    { name: 'utf-16 charset', contentType: 'application/json; charset=utf-16', body: '{"pageNum":1}' },
    { name: 'bogus content type', contentType: 'application/x-attack', body: '{}' },
    { name: 'no content type', contentType: null, body: '{"pageNum":1}' },
    { name: 'broken form', contentType: 'application/x-www-form-urlencoded', body: '%%%=%E0%A4%A&a=%' },
    { name: 'huge numbers', contentType: JSON_TYPE, body: '{"pageNum":1e309,"pageSize":123456789012345678901234567890,"alarmId":-1e308,"vehicleIds":[1e20,-0,9007199254740993]}' },
    { name: 'huge integer literal', contentType: JSON_TYPE, body: `{"pageNum":${'9'.repeat(5000)}}` },
    { name: 'NaN and Infinity', contentType: JSON_TYPE, body: '{"pageNum":NaN,"pageSize":Infinity}' },
    { name: 'deep arrays', contentType: JSON_TYPE, body: `{"vehicleIds":${nested(100_000, '[', ']', '1')}}` },
    { name: 'deep objects', contentType: JSON_TYPE, body: `{"items":${nested(50_000, '{"a":', '}', '1')}}` },
    { name: 'deep form keys', contentType: 'application/x-www-form-urlencoded', body: `a${'[a]'.repeat(20_000)}=1` },
    { name: 'long string', contentType: JSON_TYPE, body: `{"keyword":"${'x'.repeat(900_000)}"}` },
    { name: 'over 1 MB', contentType: JSON_TYPE, body: `{"keyword":"${'x'.repeat(2_000_000)}"}` },
    { name: 'many keys', contentType: JSON_TYPE, body: `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}` },
    ...pollution.map((body, i) => ({ name: `pollution JSON ${i + 1}`, contentType: JSON_TYPE, body })),
    { name: 'pollution form', contentType: 'application/x-www-form-urlencoded', body: `__proto__[${MARK}]=yes&constructor[prototype][${MARK}]=yes&__proto__.${MARK}=yes` },
  ];
}

/** Answers that must not change because of the row: compared before and after. */
async function snapshot(operator: ApiClient, sub: ApiClient, anonymous: ApiClient): Promise<string[]> {
  const answers: ApiAnswer[] = [
    await sub.get('/car/v1/api/user/getUser.json'),
    await sub.get('/car/v1/api/resource/list.json'),
    await sub.get('/car/v1/api/platform/getPlatformByRoleId.json'),
    await sub.get('/car/v1/api/vehicle/pageVehicle.json', { pageSize: 5 }),
    await operator.get('/car/v4/api/alarm/control/listAlarmControlInfo.json'),
    await sub.get('/car/v4/api/alarm/control/listAlarmControlInfo.json'),
    await anonymous.get('/car/v1/api/user/getUser.json'),
    await anonymous.get('/car/v1/api/customer/getCustomerInfo.json', { url: 'fleet.example.cn' }),
    await sub.postJson('/car/v1/api/command/checkCommandDownBatchTer.json', { commandCode: 'FUEL_CUT', vehicleIds: [1] }),
  ];
  return answers.map((answer) => `${answer.status} ${answer.body.toString('utf8')}`);
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const anonymous = createClient(ctx.port);
  const before = await snapshot(ctx.operator, ctx.sub, anonymous);
  const signals: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  for (const endpoint of ENDPOINTS) {
    for (const item of cases()) {
      for (const client of endpoint === '/oauth/v4/token' ? [anonymous] : [ctx.sub, ctx.operator]) {
        sent += 1;
        try {
          const answer = await client.send(endpoint, { method: 'POST', body: item.body, headers: item.contentType ? { 'content-type': item.contentType } : {}, timeoutMs: 30_000 });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) signals.push(`${item.name} → ${endpoint.split('/').pop() ?? endpoint}: HTTP ${answer.status}`);
        } catch (error) {
          signals.push(`${item.name} → ${endpoint.split('/').pop() ?? endpoint}: no answer (${error instanceof Error ? error.message : String(error)})`);
        }
      }
    }
  }
  for (const query of [`__proto__[${MARK}]=yes`, `constructor[prototype][${MARK}]=yes`, `__proto__.${MARK}=yes&pageSize=5`]) {
    sent += 1;
    const answer = await ctx.sub.send(`/car/v1/api/vehicle/pageVehicle.json?${query}`, { method: 'GET' });
    if (answer.status >= 500) signals.push(`query ${query}: HTTP ${answer.status}`);
  }
  const after = await snapshot(ctx.operator, ctx.sub, anonymous);
  const changed = after.filter((answer, i) => answer !== before[i]).length;
  if (changed > 0) signals.push(`${changed} follow-up answers changed`);
  const marked = after.filter((answer) => answer.includes(MARK)).length;
  if (marked > 0) signals.push(`${marked} follow-up answers carry the polluted key`);
  const statusText = [...statuses].sort((a, b) => a[0] - b[0]).map(([status, count]) => `${status}×${count}`).join(' ');
  return {
    failures: signals.length,
    context: [`${sent} requests (${cases().length} bodies × ${ENDPOINTS.length} endpoints): ${statusText}`, signals.length ? `signals: ${signals.slice(0, 6).join('; ')}${signals.length > 6 ? ' …' : ''}` : '9 follow-ups unchanged'].join('; '),
  };
}

export const malformedBodiesRow: AttackRow = { id: 4, name: 'malformed bodies and prototype pollution', budgetMs: 180_000, run };
