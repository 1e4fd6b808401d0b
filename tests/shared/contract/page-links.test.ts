import { checkSubAppMessage } from '@shared/contract/bus-messages';
import { playbackPage, reportPage } from '@shared/contract/page-links';

/** The cross-app addresses of product-spec §2, as goPage payloads the shell's door accepts. */
describe('page links', () => {
  it('playback opens /car/playback in a new tab with the vehicle and the time range', () => {
    const payload = playbackPage({ vehicleId: 1001, startTime: '2026-11-22 00:00:00', endTime: '2026-11-22 23:59:59' });
    expect(payload).toEqual({
      path: '/car/playback',
      query: { vehicleId: '1001', startTime: '2026-11-22 00:00:00', endTime: '2026-11-22 23:59:59' },
      newTab: true,
    });
    expect(checkSubAppMessage('goPage', payload).ok).toBe(true);
  });

  it('the three reports use the spec paths exactly', () => {
    expect(reportPage('mileage').path).toBe('/data-report/dataReport/mileageReport');
    expect(reportPage('alarmInfo').path).toBe('/data-report/dataReport/alarmInfo');
    expect(reportPage('carDayOnline', { vehicleId: '7' })).toEqual({ path: '/data-report/dataReport/carDayOnline', query: { vehicleId: '7' } });
    expect(checkSubAppMessage('goPage', reportPage('alarmInfo')).ok).toBe(true);
  });
});
