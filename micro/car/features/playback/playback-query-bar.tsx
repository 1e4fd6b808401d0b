import { Button, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { trackQuerySchema, TRACK_MAX_DAYS, type TrackQuery } from '@shared/api/endpoints/track-endpoints';
import { VEHICLE_KEYWORD_MAX } from '@shared/api/endpoints/vehicle-endpoints';
import { requestIssueMessage } from '@shared/api/validation/request-message';
import { pageVehicles } from '@shared/api/vehicle-api';
import { errorText } from '@shared/http/api-error';
import type { HttpClient } from '@shared/http/http-client';
import { TextRangePicker } from '@shared/ui/date/text-range-picker';
import { QUICK_RANGE_LABELS, quickRange, type QuickRangeKey, type TimeRange } from './quick-ranges';

const SEARCH_DELAY_MS = 300;
const SEARCH_PAGE_SIZE = 20;
const QUICK_KEYS: QuickRangeKey[] = ['today', 'yesterday', 'last3Days'];

const RANGE_LABELS = ['开始时间', '结束时间'] as const;

interface VehicleOption {
  value: number;
  label: string;
}

export interface PlaybackQueryBarProps {
  http: HttpClient;
  /** the query shown (from the URL), or null on a fresh page */
  initial: { vehicleId: number; plate: string | null; range: TimeRange } | null;
  defaultRange: TimeRange;
  now: () => number;
  onSubmit: (query: TrackQuery) => void;
}

/**
 * Choosing what to replay: a vehicle found by plate and a time range, with quick picks. The range is
 * checked with the track endpoint's own schema, so the 7-day limit reads the server's Chinese words
 * here, before any request.
 */
export function PlaybackQueryBar({ http, initial, defaultRange, now, onSubmit }: PlaybackQueryBarProps) {
  const [vehicle, setVehicle] = useState<VehicleOption | null>(
    initial ? { value: initial.vehicleId, label: initial.plate ?? String(initial.vehicleId) } : null,
  );
  const [range, setRange] = useState<TimeRange>(initial?.range ?? defaultRange);
  const [options, setOptions] = useState<VehicleOption[]>([]);
  const [searching, setSearching] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchRun = useRef(0);

  useEffect(
    () => () => {
      if (searchTimer.current) clearTimeout(searchTimer.current);
    },
    [],
  );

  const search = (keyword: string) => {
    if (searchTimer.current) clearTimeout(searchTimer.current);
    const run = ++searchRun.current;
    searchTimer.current = setTimeout(() => {
      setSearching(true);
      pageVehicles(http, { keyword: keyword.trim().slice(0, VEHICLE_KEYWORD_MAX), pageNum: 1, pageSize: SEARCH_PAGE_SIZE })
        .then((page) => {
          if (run === searchRun.current) setOptions(page.list.map((row) => ({ value: row.vehicleId, label: row.plate })));
        })
        .catch((error: unknown) => {
          if (run === searchRun.current) setMessage(`车辆搜索失败：${errorText(error)}`);
        })
        .finally(() => {
          if (run === searchRun.current) setSearching(false);
        });
    }, SEARCH_DELAY_MS);
  };

  const submit = () => {
    if (!vehicle) {
      setMessage('请选择车辆');
      return;
    }
    const query = { vehicleId: vehicle.value, startTime: range.startTime, endTime: range.endTime };
    const result = trackQuerySchema.safeParse(query);
    if (!result.success) {
      setMessage(requestIssueMessage(result.error.issues, query));
      return;
    }
    setMessage(null);
    onSubmit(query);
  };

  // the plate arrives with the track: the vehicle named by the URL is labelled with it
  const chosen = vehicle && initial?.plate && vehicle.value === initial.vehicleId ? { value: vehicle.value, label: initial.plate } : vehicle;
  const shownOptions = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;

  return (
    <div style={{ padding: '8px 12px', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <Select
        aria-label="车辆"
        showSearch={{ filterOption: false, onSearch: search }}
        placeholder="输入车牌号搜索"
        style={{ width: 180 }}
        value={vehicle?.value}
        options={shownOptions}
        loading={searching}
        notFoundContent={searching ? '搜索中…' : '没有匹配的车辆'}
        onFocus={() => {
          if (options.length === 0) search('');
        }}
        onChange={(value: number) => {
          const option = shownOptions.find((item) => item.value === value);
          if (option) setVehicle(option);
        }}
      />
      <TextRangePicker
        labels={RANGE_LABELS}
        format="YYYY-MM-DD HH:mm:ss"
        value={[range.startTime, range.endTime]}
        onChange={([startTime, endTime]) => setRange({ startTime, endTime })}
      />
      {QUICK_KEYS.map((key) => (
        <Button key={key} size="small" onClick={() => setRange(quickRange(key, now()))}>
          {QUICK_RANGE_LABELS[key]}
        </Button>
      ))}
      <Button type="primary" onClick={submit} autoInsertSpace={false}>
        查询
      </Button>
      <Typography.Text type="secondary">最长 {TRACK_MAX_DAYS} 天</Typography.Text>
      {message ? (
        <Typography.Text type="danger" role="alert">
          {message}
        </Typography.Text>
      ) : null}
    </div>
  );
}
