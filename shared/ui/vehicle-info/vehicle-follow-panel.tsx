import { Alert, Button, Descriptions, Space, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VehicleDetail } from '../../api/dto/vehicle-dto';
import { getProvinceOutlines } from '../../api/geo-api';
import { VEHICLE_STATE_LABELS } from '../../constants/vehicle-state-labels';
import type { HttpClient } from '../../http/http-client';
import type { FleetMap, FleetMapOptions, TileSourceId } from '../../map/fleet-map-types';
import { FleetMapView } from '../../map/fleet-map-view';
import { readTileSource } from '../../map/tile-setting';
import { TileSourceSelect } from '../../map/tile-source-select';
import { formatDateTime, formatNumber, formatPosition } from './format-vehicle-values';
import { VEHICLE_STATE_COLORS } from './vehicle-state-colors';

/** How often the follow tab asks for the vehicle again while it is shown. */
export const FOLLOW_REFRESH_MS = 10_000;
/** Street level: close enough to see which road the vehicle is on. */
export const FOLLOW_ZOOM = 15;
const FOLLOW_MAP_HEIGHT = 320;

interface VehicleFollowPanelProps {
  http: HttpClient;
  vehicle: VehicleDetail;
  loadedAt: number;
  onRefresh: () => void;
}

/** The vehicle as the map draws it; null without a fix. */
function mapVehicleOf(vehicle: VehicleDetail) {
  if (vehicle.lng === null || vehicle.lat === null) return null;
  return { id: vehicle.vehicleId, lng: vehicle.lng, lat: vehicle.lat, state: vehicle.state, heading: 0, alarm: false };
}

/**
 * The 实时跟踪 tab: a small live map centred on the vehicle (the platform's one map module, loaded
 * lazily so the shell's initial JS does not grow), re-read every few seconds while the tab is open,
 * with the last report's figures beside it.
 */
export function VehicleFollowPanel({ http, vehicle, loadedAt, onRefresh }: VehicleFollowPanelProps) {
  const mapRef = useRef<FleetMap | null>(null);
  const position = mapVehicleOf(vehicle);
  const positionRef = useRef(position);
  const [tileSource, setTileSource] = useState<TileSourceId>(() => readTileSource());
  // read once, when the map is created; later positions go through setView, the tile source through setTileSource
  const [mapOptions] = useState<FleetMapOptions>(() => ({
    tileSource,
    center: position ?? undefined,
    zoom: FOLLOW_ZOOM,
    cluster: false,
    loadOutlines: () => getProvinceOutlines(http),
  }));

  useEffect(() => {
    const timer = window.setInterval(onRefresh, FOLLOW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [onRefresh]);

  // follow: every refreshed position moves the marker and re-centres the map
  const { lng, lat, state, vehicleId } = vehicle;
  useEffect(() => {
    const current = lng === null || lat === null ? null : { id: vehicleId, lng, lat, state, heading: 0, alarm: false };
    positionRef.current = current;
    const map = mapRef.current;
    if (!map || !current) return;
    map.setVehicles([current]);
    map.setView(current);
  }, [lng, lat, state, vehicleId]);

  const onMapReady = useCallback((map: FleetMap) => {
    mapRef.current = map;
    const current = positionRef.current;
    if (current) map.setVehicles([current]);
  }, []);

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
      {position ? (
        <FleetMapView
          options={mapOptions}
          onReady={onMapReady}
          label={`${vehicle.plate} 的实时位置地图`}
          style={{ height: FOLLOW_MAP_HEIGHT }}
        />
      ) : (
        <Alert type="warning" showIcon title="该车辆暂无定位，无法在地图上显示" />
      )}
      <Descriptions bordered size="small" column={2} items={items} />
      <Space wrap>
        {position && (
          <TileSourceSelect
            value={tileSource}
            onChange={(source) => {
              setTileSource(source);
              mapRef.current?.setTileSource(source);
            }}
          />
        )}
        <Typography.Text type="secondary">
          每 {FOLLOW_REFRESH_MS / 1000} 秒自动刷新，上次刷新：{formatDateTime(new Date(loadedAt).toISOString())}
        </Typography.Text>
        <Button size="small" onClick={onRefresh}>
          立即刷新
        </Button>
      </Space>
    </Space>
  );
}
