import { Alert, Button, Descriptions, Space, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useEffect } from 'react';
import type { VehicleDetail } from '../../api/dto/vehicle-dto';
import { VEHICLE_STATE_LABELS } from '../../constants/vehicle-state-labels';
import { formatDateTime, formatNumber, formatPosition } from './format-vehicle-values';
import { VEHICLE_STATE_COLORS } from './vehicle-state-colors';

/** How often the follow tab asks for the vehicle again while it is shown. */
export const FOLLOW_REFRESH_MS = 10_000;

interface VehicleFollowPanelProps {
  vehicle: VehicleDetail;
  loadedAt: number;
  onRefresh: () => void;
}

/**
 * The 实时跟踪 tab: the last reported position, re-read every few seconds while the tab is open.
 * There is no map in the shell yet, so the position is shown as coordinates and the note says so.
 */
export function VehicleFollowPanel({ vehicle, loadedAt, onRefresh }: VehicleFollowPanelProps) {
  useEffect(() => {
    const timer = window.setInterval(onRefresh, FOLLOW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [onRefresh]);

  const items: DescriptionsProps['items'] = [
    {
      key: 'state',
      label: '状态',
      children: <Tag color={VEHICLE_STATE_COLORS[vehicle.state]}>{VEHICLE_STATE_LABELS[vehicle.state]}</Tag>,
    },
    { key: 'position', label: '最后位置（WGS-84）', children: formatPosition(vehicle.lng, vehicle.lat) },
    { key: 'lastFixTime', label: '定位时间', children: formatDateTime(vehicle.lastFixTime) },
    { key: 'speed', label: '速度', children: formatNumber(vehicle.speed, ' km/h') },
    { key: 'acc', label: 'ACC', children: vehicle.accOn ? '开' : '关' },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={1} items={items} />
      <Space>
        <Typography.Text type="secondary">
          每 {FOLLOW_REFRESH_MS / 1000} 秒自动刷新，上次刷新：{formatDateTime(new Date(loadedAt).toISOString())}
        </Typography.Text>
        <Button size="small" onClick={onRefresh}>
          立即刷新
        </Button>
      </Space>
      <Alert type="info" showIcon title="地图跟踪将在后续版本提供，目前显示最后上报的位置。" />
    </Space>
  );
}
