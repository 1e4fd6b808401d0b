import { ALARM_TYPES, ALARM_TYPE_INFO } from '@shared/api/dto/alarm-dto';
import { DICTIONARY_TYPES, dictionaryListSchema, type DictionaryGroup } from '@shared/api/dto/dictionary-dto';
import { VEHICLE_STATES } from '@shared/api/dto/vehicle-dto';
import { describe, expect, it } from 'vitest';
import { MISSING_SESSION } from './account-test-kit';
import { getJson, startWithSessionsForFile } from './helpers';

const URL = '/car/v4/api/system/dictionary/list.json';
const env = startWithSessionsForFile();

describe('GET /car/v4/api/system/dictionary/list.json', () => {
  it('answers every code table in a fixed order, items sorted', async () => {
    const body = (await getJson<DictionaryGroup[]>(env.server.app, URL, env.operator)).body;
    expect(dictionaryListSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.map((group) => group.type)).toEqual([...DICTIONARY_TYPES]);
    for (const group of body.obj) {
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.items.map((item) => item.sort)).toEqual(group.items.map((_, index) => index + 1));
    }
    const states = body.obj.find((group) => group.type === 'vehicleState');
    expect(states?.items.map((item) => item.code)).toEqual([...VEHICLE_STATES]);
    expect(states?.items.find((item) => item.code === 'onlineNoFix')?.name).toBe('在线未定位');
  });

  it('takes alarm types from the alarm catalogue and commands from the command catalogue', async () => {
    const [alarms] = (await getJson<DictionaryGroup[]>(env.server.app, `${URL}?type=alarmType`, env.operator)).body.obj;
    expect(alarms?.items.map((item) => item.code)).toEqual([...ALARM_TYPES]);
    expect(alarms?.items.find((item) => item.code === 'sos')).toMatchObject({ name: ALARM_TYPE_INFO.sos.name, extra: '紧急' });
    const [commands] = (await getJson<DictionaryGroup[]>(env.server.app, `${URL}?type=commandType`, env.operator)).body.obj;
    expect(commands?.items.find((item) => item.code === 'FUEL_CUT')?.name).toBe('断油电');
    const [colours] = (await getJson<DictionaryGroup[]>(env.server.app, `${URL}?type=plateColor`, env.operator)).body.obj;
    expect(colours?.items.find((item) => item.code === '2')).toMatchObject({ name: '黄色' });
  });

  it('is the same for a sub-user', async () => {
    expect((await getJson(env.server.app, URL, env.sub)).body).toEqual((await getJson(env.server.app, URL, env.operator)).body);
  });

  it('refuses an unknown type and answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, `${URL}?type=colour`, env.operator)).body).toEqual({ flag: 0, msg: '参数错误：类型(type)的取值不在允许范围内' });
    expect((await getJson(env.server.app, URL)).body).toEqual(MISSING_SESSION);
  });
});
