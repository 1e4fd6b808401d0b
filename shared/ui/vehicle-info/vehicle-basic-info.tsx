import { Descriptions, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { VehicleDetail } from '../../api/dto/vehicle-dto';
import type { DictionaryLookup } from '../../dictionary/dictionary-lookup';
import { VEHICLE_STATE_LABELS } from '../../constants/vehicle-state-labels';
import { formatDateTime, formatNumber, formatPosition, formatText } from './format-vehicle-values';
import { VEHICLE_STATE_COLORS } from './vehicle-state-colors';

/**
 * The 基本信息 tab: every field of the vehicle detail, in Chinese. The state and the device model
 * are named as the host's dictionary names them; a code it lacks keeps the built-in text.
 */
export function VehicleBasicInfo({ vehicle, dictionary }: { vehicle: VehicleDetail; dictionary?: DictionaryLookup | undefined }) {
  const stateLabel = dictionary?.('vehicleState', vehicle.state) ?? VEHICLE_STATE_LABELS[vehicle.state];
  const modelLabel = vehicle.model && (dictionary?.('deviceModel', vehicle.model) ?? vehicle.model);
  const items: DescriptionsProps['items'] = [
    { key: 'plate', label: '车牌号', children: vehicle.plate },
    { key: 'deviceNo', label: '设备号', children: vehicle.deviceNo },
    {
      key: 'state',
      label: '状态',
      children: <Tag color={VEHICLE_STATE_COLORS[vehicle.state]}>{stateLabel}</Tag>,
    },
    { key: 'group', label: '所属分组', children: formatText(vehicle.groupName) },
    { key: 'model', label: '设备型号', children: formatText(modelLabel) },
    { key: 'simNo', label: 'SIM卡号', children: formatText(vehicle.simNo) },
    { key: 'lastFixTime', label: '最后定位时间', children: formatDateTime(vehicle.lastFixTime) },
    { key: 'position', label: '经纬度', children: formatPosition(vehicle.lng, vehicle.lat) },
    { key: 'speed', label: '速度', children: formatNumber(vehicle.speed, ' km/h') },
    { key: 'acc', label: 'ACC', children: vehicle.accOn ? '开' : '关' },
    { key: 'voltage', label: '电压', children: formatNumber(vehicle.voltage, ' V') },
    { key: 'signal', label: '信号', children: formatNumber(vehicle.gsmSignal, '', 0) },
    { key: 'satellites', label: '卫星数', children: formatNumber(vehicle.satellites, ' 颗', 0) },
    { key: 'platformExpire', label: '平台到期', children: formatDateTime(vehicle.platformExpireDate) },
    { key: 'simExpire', label: 'SIM到期', children: formatDateTime(vehicle.simExpireDate) },
    { key: 'driver', label: '司机', children: formatText(vehicle.driverName) },
    { key: 'driverPhone', label: '司机电话', children: formatText(vehicle.driverPhone) },
  ];
  return <Descriptions bordered size="small" column={2} items={items} />;
}
