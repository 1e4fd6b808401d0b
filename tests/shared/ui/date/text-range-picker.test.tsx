import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextRangePicker, type RangeTextFormat } from '@shared/ui/date/text-range-picker';
import { ANTD_LOCALE } from '@shared/theme/antd-locale';
import { typePickerText } from './type-picker-text';

const LABELS = ['开始日期', '结束日期'] as const;

/** The picker in the apps' configuration (sub-app-providers.tsx), keeping its value as a page does. */
function Harness({ initial, format = 'YYYY-MM-DD', onChange }: { initial: [string, string]; format?: RangeTextFormat; onChange: (value: [string, string]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ConfigProvider locale={ANTD_LOCALE} button={{ autoInsertSpace: false }}>
      <TextRangePicker
        labels={LABELS}
        format={format}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </ConfigProvider>
  );
}

describe('TextRangePicker', () => {
  it('shows the range in its text format, each input named by its hidden label', () => {
    render(<Harness initial={['2026-11-01', '2026-11-28']} onChange={vi.fn()} />);
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-11-28');
  });

  it('leaves an input empty for a text that is not a date', () => {
    render(<Harness initial={['<img src=x onerror=alert(1)>', '2026-11-28']} onChange={vi.fn()} />);
    expect(screen.getByLabelText('开始日期')).toHaveValue('');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-11-28');
  });

  it('gives the typed range back as text in the same format', () => {
    const onChange = vi.fn();
    render(<Harness initial={['2026-11-01', '2026-11-28']} onChange={onChange} />);
    typePickerText(screen.getByLabelText('开始日期'), '2026-10-03');
    typePickerText(screen.getByLabelText('结束日期'), '2026-10-20');
    expect(onChange).toHaveBeenLastCalledWith(['2026-10-03', '2026-10-20']);
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-10-03');
  });

  it('with times, reads and gives back seconds', () => {
    const onChange = vi.fn();
    render(<Harness initial={['2026-11-28 00:00:00', '2026-11-28 15:30:00']} format="YYYY-MM-DD HH:mm:ss" onChange={onChange} />);
    typePickerText(screen.getByLabelText('开始日期'), '2026-11-27 08:00:05');
    typePickerText(screen.getByLabelText('结束日期'), '2026-11-27 18:30:59');
    expect(onChange).toHaveBeenLastCalledWith(['2026-11-27 08:00:05', '2026-11-27 18:30:59']);
  });

  it('opens a Chinese calendar whose weeks start on Monday', () => {
    render(<Harness initial={['2026-11-01', '2026-11-28']} onChange={vi.fn()} />);
    fireEvent.mouseDown(screen.getByLabelText('开始日期'));
    fireEvent.click(screen.getByLabelText('开始日期'));
    const table = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-content');
    expect(table).not.toBeNull();
    const headers = within(table as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
