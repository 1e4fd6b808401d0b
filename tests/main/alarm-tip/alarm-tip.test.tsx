import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { AlarmTip } from '@main/alarm-tip/alarm-tip';
import { makeAlarm } from '../../micro/car/features/alarms/alarm-fixtures';
import { demoUser } from '../support/fixtures';
import { renderInShell } from '../support/render-shell';
import { ok } from '../../shared/http/scripted-routes';
import { createTestRoot } from '../support/test-root';

const REALTIME = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';

describe('AlarmTip', () => {
  it('shows the new alarms (plate, type), toggles the voice and opens the alarm centre at the clicked alarm', async () => {
    // a tip already open before a reload: alarmRealTime brings it back
    createTypedStorage().write(STORAGE_KEYS.alarmRealTime, {
      primed: true,
      latestAlarmId: 41,
      open: true,
      unseen: 2,
      alarms: [makeAlarm(41, { plate: '粤B·TIP41', typeName: '侧翻报警' }), makeAlarm(40, { plate: '粤B·TIP40' })].map(
        ({ alarmId, vehicleId, plate, typeName, alarmTime }) => ({ alarmId, vehicleId, plate, typeName, alarmTime }),
      ),
    });
    const { root: reloaded } = createTestRoot({ [REALTIME]: () => ok({ list: [], latestAlarmId: 41 }) }, { sessionId: 's', user: demoUser });
    let opened = '';
    renderInShell(reloaded, [{ path: '/home', element: <AlarmTip onOpenAlarm={(path) => (opened = path)} /> }], '/home');

    const tip = await screen.findByRole('alert', { name: '报警提示' });
    expect(within(tip).getByText('粤B·TIP41')).toBeTruthy();
    expect(within(tip).getByText('侧翻报警')).toBeTruthy();
    expect(within(tip).getByLabelText('新报警 2 条')).toBeTruthy();

    const voice = within(tip).getByRole('switch', { name: '报警声音' });
    expect(voice.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(voice);
    expect(reloaded.alarmVoice.voiceOn).toBe(false);

    await userEvent.click(within(tip).getByRole('button', { name: /粤B·TIP40/ }));
    expect(opened).toBe('/car/alarm?alarmId=40');

    await userEvent.click(within(tip).getByRole('button', { name: '关闭报警提示' }));
    expect(screen.queryByRole('alert', { name: '报警提示' })).toBeNull();
    reloaded.alarmTip.stop();
  });
});
