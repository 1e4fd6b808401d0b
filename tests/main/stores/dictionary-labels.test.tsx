import { render, screen, within } from '@testing-library/react';
import { AlarmTip } from '@main/alarm-tip/alarm-tip';
import { AlarmSettingPage } from '@main/pages/center/alarm-setting-page';
import { recordFiltersText } from '@main/pages/center/download/export-record-text';
import type { AlarmControlInfo } from '@shared/api/dto/alarm-settings-dto';
import type { DictionaryGroup } from '@shared/api/dto/dictionary-dto';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { VehicleBasicInfo } from '@shared/ui/vehicle-info/vehicle-basic-info';
import { NETWORK } from '../../micro/car/dom-helpers';
import { demoUser, vehicleDetail } from '../support/fixtures';
import { ok } from '../support/routes';
import { renderInShell } from '../support/render-shell';
import { createTestRoot } from '../support/test-root';

/**
 * The dictionary (product-spec §3) names the codes the shell shows: alarm types in the alarm tip
 * and on the centre's settings pages, the state and device model in the vehicle dialog, the state in the download
 * centre. A code the dictionary lacks keeps the screen's built-in text.
 */
const DICTIONARY: DictionaryGroup[] = [
  { type: 'vehicleState', name: '车辆状态', items: [{ code: 'online', name: '在线行驶', extra: '#52c41a', sort: 1 }] },
  { type: 'alarmType', name: '报警类型', items: [{ code: 'overspeed', name: '超速行驶', extra: '一般', sort: 1 }] },
  { type: 'deviceModel', name: '设备型号', items: [{ code: 'GT06', name: 'GT06（2G 有线）', extra: null, sort: 1 }] },
];

const storeDictionary = () => window.localStorage.setItem(storageKey(STORAGE_KEYS.dictionary), JSON.stringify(DICTIONARY));

const CONTROLS: AlarmControlInfo = {
  editable: true,
  list: [
    {
      type: 'overspeed',
      typeName: '超速报警',
      level: 2,
      enabled: true,
      params: [{ key: 'speedKmh', name: '限速', unit: 'km/h', value: 100, defaultValue: 100, min: 20, max: 220 }],
    },
    { type: 'sos', typeName: '紧急报警', level: 3, enabled: true, params: [] },
  ],
};

describe('dictionary labels in the shell', () => {
  beforeEach(() => window.localStorage.clear());

  it('the store names a code, or gives the screen’s own text when the dictionary lacks it', () => {
    storeDictionary();
    const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
    expect(root.dictionary.labelOr('alarmType', 'overspeed', '超速报警')).toBe('超速行驶');
    expect(root.dictionary.labelOr('alarmType', 'sos', '紧急报警')).toBe('紧急报警');
    expect(root.dictionary.lookup('fuelType', 'diesel')).toBeUndefined();
  });

  it('报警设置 names each alarm type as the dictionary does, the list’s name where it has none', async () => {
    storeDictionary();
    const { root } = createTestRoot({ '/car/v4/api/alarm/control/listAlarmControlInfo.json': () => ok(CONTROLS) }, { sessionId: 's', user: demoUser });
    renderInShell(root, [{ path: '/center/alarmSetting', element: <AlarmSettingPage /> }], '/center/alarmSetting');
    // one name on the whole row: the text, the switch and the input
    expect(await screen.findByRole('spinbutton', { name: '超速行驶限速' }, NETWORK)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /超速行驶/ })).getByRole('switch', { name: '启用超速行驶' })).toBeInTheDocument();
    expect(screen.queryByText('超速报警')).toBeNull();
    expect(screen.getByRole('switch', { name: '启用紧急报警' })).toBeInTheDocument();
  });

  it('the alarm tip names each alarm’s type as the dictionary does; a tip stored without the code keeps its name', async () => {
    storeDictionary();
    window.localStorage.setItem(
      storageKey(STORAGE_KEYS.alarmRealTime),
      JSON.stringify({
        primed: true,
        latestAlarmId: 2,
        open: true,
        unseen: 2,
        alarms: [
          { alarmId: 2, vehicleId: 7, plate: '粤B·00002', type: 'overspeed', typeName: '超速报警', alarmTime: '2026-11-23 08:00:00' },
          { alarmId: 1, vehicleId: 7, plate: '粤B·00001', typeName: '紧急报警', alarmTime: '2026-11-23 07:59:00' },
        ],
      }),
    );
    const realtime = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';
    const { root } = createTestRoot({ [realtime]: () => ok({ list: [], latestAlarmId: 2 }) }, { sessionId: 's', user: demoUser });
    renderInShell(root, [{ path: '/home', element: <AlarmTip onOpenAlarm={() => undefined} /> }], '/home');
    const tip = await screen.findByRole('alert', { name: '报警提示' });
    expect(within(tip).getByText('超速行驶')).toBeInTheDocument();
    expect(within(tip).queryByText('超速报警')).toBeNull();
    expect(within(tip).getByText('紧急报警')).toBeInTheDocument();
    root.alarmTip.stop();
  });

  it('the vehicle dialog names the state and device model as the dictionary does', () => {
    storeDictionary();
    const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
    const { unmount } = render(<VehicleBasicInfo vehicle={vehicleDetail} dictionary={root.dictionary.lookup} />);
    expect(screen.getByText('在线行驶')).toBeInTheDocument();
    expect(screen.getByText('GT06（2G 有线）')).toBeInTheDocument();
    unmount();
    // a state the dictionary lacks, or no dictionary at all: the built-in labels
    render(<VehicleBasicInfo vehicle={{ ...vehicleDetail, state: 'offline' }} dictionary={root.dictionary.lookup} />);
    expect(screen.getByText('离线')).toBeInTheDocument();
    expect(screen.getByText('GT06（2G 有线）')).toBeInTheDocument();
  });

  it('the download centre names a job’s state filter as the dictionary does', () => {
    storeDictionary();
    const { root } = createTestRoot({}, { sessionId: 's', user: demoUser });
    const filters = (state: 'online' | 'offline') => ({ filters: { groupId: 2, state } }) as Pick<ExportRecord, 'filters'> as ExportRecord;
    const groups = new Map([[2, '深圳车队']]);
    expect(recordFiltersText(filters('online'), groups, root.dictionary.lookup)).toBe('分组 深圳车队 · 状态 在线行驶');
    expect(recordFiltersText(filters('offline'), groups, root.dictionary.lookup)).toBe('分组 深圳车队 · 状态 离线');
  });
});
