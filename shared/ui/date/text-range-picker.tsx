import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, type CSSProperties } from 'react';
import { DatePicker } from './date-picker';

/** The two text formats of the product's ranges: report days and track/alarm times (China time, no zone). */
export type RangeTextFormat = 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm:ss';

/** Names an input for assistive technology without showing a second caption. */
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };

export interface TextRangePickerProps {
  /** the start and end inputs' names (开始/结束), read by screen readers and tests, not shown */
  labels: readonly [string, string];
  format: RangeTextFormat;
  /** the range as the query has it; a text that is not a date leaves its input empty */
  value: readonly [string, string];
  onChange: (value: [string, string]) => void;
}

const toDate = (text: string): Dayjs | null => {
  const date = dayjs(text);
  return date.isValid() ? date : null;
};

/**
 * antd's range picker over a range kept as text (the URL's and the server's format). Not the browser's
 * date inputs: those read in the browser's language ("11/28/2026, 12:00 AM" in an English browser);
 * this one shows the query's format and a Chinese calendar everywhere.
 */
export function TextRangePicker({ labels, format, value, onChange }: TextRangePickerProps) {
  const startId = useId();
  const endId = useId();
  const [startText, endText] = value;
  const dates = useMemo<[Dayjs | null, Dayjs | null]>(() => [toDate(startText), toDate(endText)], [startText, endText]);
  // one element for the caller's layout (a Space would give each hidden label a slot of its own)
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <label htmlFor={startId} style={VISUALLY_HIDDEN}>
        {labels[0]}
      </label>
      <label htmlFor={endId} style={VISUALLY_HIDDEN}>
        {labels[1]}
      </label>
      <DatePicker.RangePicker
        id={{ start: startId, end: endId }}
        showTime={format === 'YYYY-MM-DD HH:mm:ss'}
        format={format}
        allowClear={false}
        value={dates}
        onChange={(picked) => {
          const [start, end] = picked ?? [];
          if (start && end) onChange([start.format(format), end.format(format)]);
        }}
      />
    </span>
  );
}
