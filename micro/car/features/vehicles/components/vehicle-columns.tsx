import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { VehicleRow } from '@shared/api/dto/vehicle-dto';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatText } from '@shared/ui/vehicle-info/format-vehicle-values';
import { VehicleStateTag } from './vehicle-state-tag';

export interface VehicleColumn {
  key: string;
  title: string;
  /** a CSS grid track: header and rows share one template, so they always line up */
  track: string;
  render: (row: VehicleRow, now: number) => ReactNode;
}

/** Expiry dates are dates without a time: the day itself still counts as in service. */
function isExpired(date: string, now: number): boolean {
  const end = new Date(`${date.slice(0, 10)}T23:59:59`);
  return !Number.isNaN(end.getTime()) && end.getTime() < now;
}

function renderExpiry(date: string | null, now: number): ReactNode {
  if (!date) return EMPTY_VALUE;
  const text = formatDateTime(date);
  return isExpired(date, now) ? <Typography.Text type="danger">{`${text}（已过期）`}</Typography.Text> : text;
}

/** The list's columns. Every value renders as React text, so hostile plates stay text. */
export const VEHICLE_COLUMNS: readonly VehicleColumn[] = [
  { key: 'plate', title: '车牌号', track: 'minmax(120px, 1.2fr)', render: (row) => formatText(row.plate) },
  { key: 'deviceNo', title: '设备号', track: 'minmax(140px, 1.3fr)', render: (row) => formatText(row.deviceNo) },
  { key: 'groupName', title: '所属分组', track: 'minmax(120px, 1.2fr)', render: (row) => formatText(row.groupName) },
  { key: 'state', title: '状态', track: '110px', render: (row) => <VehicleStateTag state={row.state} /> },
  { key: 'speed', title: '速度 (km/h)', track: '100px', render: (row) => formatNumber(row.speed, '') },
  { key: 'acc', title: 'ACC', track: '64px', render: (row) => (row.accOn ? '开' : '关') },
  {
    key: 'lastFixTime',
    title: '最后定位时间',
    track: '170px',
    render: (row) => (row.lastFixTime ? formatDateTime(row.lastFixTime) : '从未定位'),
  },
  { key: 'platformExpireDate', title: '平台到期', track: '170px', render: (row, now) => renderExpiry(row.platformExpireDate, now) },
];

export const VEHICLE_GRID_TEMPLATE = VEHICLE_COLUMNS.map((column) => column.track).join(' ');
