import { playbackQuery, readPlaybackUrl } from '@car/features/playback/playback-url';
import { quickRange } from '@car/features/playback/quick-ranges';

describe('playback URL ↔ state', () => {
  it('reads the query the console and the shell send', () => {
    const search = new URLSearchParams('vehicleId=12&startTime=2026-01-15+00%3A00%3A00&endTime=2026-01-15+12%3A00%3A00&urlType=blank');
    expect(readPlaybackUrl(search)).toEqual({
      kind: 'ready',
      query: { vehicleId: 12, startTime: '2026-01-15 00:00:00', endTime: '2026-01-15 12:00:00' },
    });
  });

  it('shows the picker when no vehicle is named', () => {
    expect(readPlaybackUrl(new URLSearchParams('urlType=blank'))).toEqual({ kind: 'empty' });
  });

  it('refuses what the track endpoint would, with its Chinese message', () => {
    expect(readPlaybackUrl(new URLSearchParams('vehicleId=12&startTime=2026-01-01 00:00:00&endTime=2026-01-15 00:00:00'))).toEqual({
      kind: 'invalid',
      message: '参数错误：查询时间跨度不能超过 7 天',
    });
    expect(readPlaybackUrl(new URLSearchParams('vehicleId=abc&startTime=2026-01-01 00:00:00&endTime=2026-01-02 00:00:00')).kind).toBe('invalid');
    expect(readPlaybackUrl(new URLSearchParams('vehicleId=3&startTime=昨天&endTime=2026-01-02 00:00:00')).kind).toBe('invalid');
  });

  it('writes a request back in a fixed order, keeping urlType, and reads it back the same', () => {
    const query = { vehicleId: 7, startTime: '2026-01-14 00:00:00', endTime: '2026-01-14 23:59:59' };
    const written = playbackQuery(query, new URLSearchParams('vehicleId=1&urlType=blank'));
    expect(Object.keys(written)).toEqual(['vehicleId', 'startTime', 'endTime', 'urlType']);
    expect(readPlaybackUrl(new URLSearchParams(written))).toEqual({ kind: 'ready', query });
    expect(playbackQuery(query, new URLSearchParams())).not.toHaveProperty('urlType');
  });
});

describe('quick ranges', () => {
  // 2026-01-15 10:30:00 China time
  const now = Date.UTC(2026, 0, 15, 2, 30, 0);

  it('counts China calendar days', () => {
    expect(quickRange('today', now)).toEqual({ startTime: '2026-01-15 00:00:00', endTime: '2026-01-15 10:30:00' });
    expect(quickRange('yesterday', now)).toEqual({ startTime: '2026-01-14 00:00:00', endTime: '2026-01-14 23:59:59' });
    expect(quickRange('last3Days', now)).toEqual({ startTime: '2026-01-13 00:00:00', endTime: '2026-01-15 10:30:00' });
  });
});
