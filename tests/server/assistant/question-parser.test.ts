import { describe, expect, it } from 'vitest';
import { parseDeviceNo, parseIntent, parsePlate, parseQuestion, parseRange } from '@server/assistant/question-parser';

// Thursday 2026-01-15 10:00 China time
const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

describe('question parser', () => {
  it('reads plates with and without the separator, in any case, new-energy plates too', () => {
    expect(parsePlate('粤B·12345 现在在哪')).toBe('粤B12345');
    expect(parsePlate('粤B12345在哪')).toBe('粤B12345');
    expect(parsePlate('粤b 3k7f2 的里程')).toBe('粤B3K7F2');
    expect(parsePlate('沪AD12345 昨天')).toBe('沪AD12345');
    expect(parsePlate('帮我看看车队情况')).toBeNull();
  });

  it('reads device numbers (IMEI), not a plate\'s digits nor a date', () => {
    expect(parseDeviceNo('设备 860123450000017 离线了吗')).toBe('860123450000017');
    expect(parseQuestion('粤B·12345 在哪', NOW).deviceNo).toBeNull();
    expect(parseQuestion('2026-01-15 的报警', NOW).deviceNo).toBeNull();
  });

  it('turns 今天、昨天、上周、本周、本月 into China calendar days', () => {
    expect(parseRange('今天跑了多少', NOW)).toEqual({ startDate: '2026-01-15', endDate: '2026-01-15', label: '今天' });
    expect(parseRange('昨天的里程', NOW)).toEqual({ startDate: '2026-01-14', endDate: '2026-01-14', label: '昨天' });
    expect(parseRange('上周的报警', NOW)).toEqual({ startDate: '2026-01-05', endDate: '2026-01-11', label: '上周' });
    expect(parseRange('本周的报警', NOW)).toEqual({ startDate: '2026-01-12', endDate: '2026-01-15', label: '本周' });
    expect(parseRange('本月在线', NOW)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-15', label: '本月' });
    expect(parseRange('最近3天', NOW)).toEqual({ startDate: '2026-01-13', endDate: '2026-01-15', label: '最近3天' });
    expect(parseRange('怎么安装', NOW)).toBeNull();
  });

  it('uses the China day, not the UTC one, around midnight', () => {
    // 2026-01-15 00:30 China time is still the 14th in UTC
    const justAfterMidnight = Date.UTC(2026, 0, 14, 16, 30);
    expect(parseRange('今天', justAfterMidnight)?.startDate).toBe('2026-01-15');
  });

  it('tells what the question wants', () => {
    expect(parseIntent('粤B·12345 现在在哪')).toBe('location');
    expect(parseIntent('昨天跑了多少公里')).toBe('mileage');
    expect(parseIntent('本周有哪些报警')).toBe('alarms');
    expect(parseIntent('看看昨天的轨迹')).toBe('track');
    expect(parseIntent('本月在线时长')).toBe('online');
    expect(parseIntent('这辆车的详情')).toBe('detail');
    expect(parseIntent('你好')).toBeNull();
  });
});
