import { describe, expect, it, vi } from 'vitest';
import { performAssistantAction, type AssistantActionTargets } from '@main/assistant/assistant-actions';
import { goPageUrl } from '@main/sub-apps/shell-message-handlers';

function targets() {
  return { goPage: vi.fn(), showVehInfo: vi.fn(), showImage: vi.fn() } satisfies AssistantActionTargets;
}

describe('assistant actions → shell navigation (product-spec §1, §2)', () => {
  it('轨迹 opens playback in a new tab with the vehicle and times', () => {
    const shell = targets();
    performAssistantAction({ kind: 'playback', vehicleId: 7, startTime: '2026-01-15 00:00:00', endTime: '2026-01-15 10:00:00' }, shell);
    const payload = shell.goPage.mock.calls[0]?.[0];
    expect(payload?.newTab).toBe(true);
    expect(goPageUrl(payload)).toBe('/car/playback?vehicleId=7&startTime=2026-01-15+00%3A00%3A00&endTime=2026-01-15+10%3A00%3A00&urlType=blank');
  });

  it('详情 opens the vehicle dialog, 位置 the same dialog on the follow tab', () => {
    const shell = targets();
    performAssistantAction({ kind: 'detail', vehicleId: 7 }, shell);
    performAssistantAction({ kind: 'location', vehicleId: 7 }, shell);
    expect(shell.showVehInfo.mock.calls).toEqual([[{ vehicleId: 7, tab: '' }], [{ vehicleId: 7, tab: 'follow' }]]);
  });

  it('the three reports open their data-report pages in place, with the vehicle and days', () => {
    const shell = targets();
    const range = { vehicleId: 7, startDate: '2026-01-14', endDate: '2026-01-14' };
    performAssistantAction({ kind: 'mileageReport', ...range }, shell);
    performAssistantAction({ kind: 'alarmReport', ...range }, shell);
    performAssistantAction({ kind: 'onlineReport', ...range }, shell);
    expect(shell.goPage.mock.calls.map(([payload]) => goPageUrl(payload))).toEqual([
      '/data-report/dataReport/mileageReport?vehicleIds=7&startDate=2026-01-14&endDate=2026-01-14',
      '/data-report/dataReport/alarmInfo?vehicleIds=7&startDate=2026-01-14&endDate=2026-01-14',
      '/data-report/dataReport/carDayOnline?vehicleIds=7&startDate=2026-01-14&endDate=2026-01-14',
    ]);
  });

  it('an image opens the viewer at the clicked index', () => {
    const shell = targets();
    performAssistantAction({ kind: 'image', urls: ['/a.svg', '/b.svg'], index: 1 }, shell);
    expect(shell.showImage).toHaveBeenCalledWith({ urls: ['/a.svg', '/b.svg'], index: 1 });
  });

  it('ignores anything outside the contract (the widget is foreign code)', () => {
    const shell = targets();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(performAssistantAction({ kind: 'goPage', path: 'javascript:alert(1)' }, shell)).toBe(false);
    expect(performAssistantAction({ kind: 'detail', vehicleId: '1 OR 1=1' }, shell)).toBe(false);
    expect(shell.goPage).not.toHaveBeenCalled();
    expect(shell.showVehInfo).not.toHaveBeenCalled();
  });
});
