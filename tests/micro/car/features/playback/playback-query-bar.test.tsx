import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { PlaybackQueryBar } from '@car/features/playback/playback-query-bar';
import { ANTD_LOCALE } from '@shared/theme/antd-locale';
import { fakeHttp } from './fake-http';
import { typePickerText } from '../../../../shared/ui/date/type-picker-text';

/** 2026-11-28 15:30:00 China time (UTC+8) */
const NOW = Date.UTC(2026, 10, 28, 7, 30);
const RANGE = { startTime: '2026-11-28 00:00:00', endTime: '2026-11-28 15:30:00' };

function renderBar(onSubmit = vi.fn()) {
  render(
    // as the apps configure it (sub-app-providers.tsx): no space inserted between two Chinese characters
    <ConfigProvider locale={ANTD_LOCALE} button={{ autoInsertSpace: false }}>
      <PlaybackQueryBar
        http={fakeHttp({})}
        initial={{ vehicleId: 7, plate: '粤B12345', range: RANGE }}
        defaultRange={RANGE}
        now={() => NOW}
        onSubmit={onSubmit}
      />
    </ConfigProvider>,
  );
  return onSubmit;
}

const startInput = () => screen.getByLabelText('开始时间');
const endInput = () => screen.getByLabelText('结束时间');

describe('PlaybackQueryBar', () => {
  it('shows the range in the query’s own format, the same in every browser language', () => {
    renderBar();
    expect(startInput()).toHaveValue('2026-11-28 00:00:00');
    expect(endInput()).toHaveValue('2026-11-28 15:30:00');
  });

  it('a quick pick fills both times in China calendar days', () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: '昨天' }));
    expect(startInput()).toHaveValue('2026-11-27 00:00:00');
    expect(endInput()).toHaveValue('2026-11-27 23:59:59');
  });

  it('sends the typed range', () => {
    const onSubmit = renderBar();
    typePickerText(startInput(), '2026-11-20 08:00:00');
    typePickerText(endInput(), '2026-11-21 18:30:00');
    expect(startInput()).toHaveValue('2026-11-20 08:00:00');
    expect(endInput()).toHaveValue('2026-11-21 18:30:00');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({ vehicleId: 7, startTime: '2026-11-20 08:00:00', endTime: '2026-11-21 18:30:00' });
  });

  it('refuses a range longer than 7 days in Chinese and sends nothing', () => {
    const onSubmit = renderBar();
    typePickerText(startInput(), '2026-11-01 00:00:00');
    typePickerText(endInput(), '2026-11-15 00:00:00');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent('参数错误：查询时间跨度不能超过 7 天');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
