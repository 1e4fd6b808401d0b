import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ALARM_LEVEL_NAMES, PROCESS_METHOD_NAMES, type AlarmLevel, type AlarmRow } from '@shared/api/dto/alarm-dto';
import { ButtonPermission } from '@shared/permission/permission-guards';
import { PERMISSION_PROCESS_ALARM } from '@shared/api/endpoints/alarm-endpoints';
import { BUTTON_IDS } from '@shared/constants/resource-ids';
import type { AddressBatcher } from '@shared/geo/address-batcher';
import { useAddress } from '@shared/geo/use-address';
import { alarmTimeText } from './alarm-links';

const LEVEL_COLORS: Record<AlarmLevel, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

export interface AlarmRowActions {
  onLocate: (row: AlarmRow) => void;
  onPlayback: (row: AlarmRow) => void;
  onProcess: (row: AlarmRow) => void;
  onCommand: (row: AlarmRow) => void;
}

function levelTag(level: number) {
  const known = level === 1 || level === 2 || level === 3 ? level : null;
  return known ? <Tag color={LEVEL_COLORS[known]}>{ALARM_LEVEL_NAMES[known]}</Tag> : String(level);
}

/**
 * A row's address, asked of the shared batcher when the row is rendered: the real-time list is
 * virtual, so only the rows on screen are geocoded (batches of 50, spec §7–§9), not the thousand.
 */
function AddressCell({ batcher, lng, lat }: { batcher: AddressBatcher; lng: number | null; lat: number | null }) {
  return <>{useAddress(batcher, lng, lat)}</>;
}

/** The columns of both alarm tables: time, plate, type, level, speed, address, who processed it, and the actions. */
export function alarmColumns(addresses: AddressBatcher, actions: AlarmRowActions, withProcessing: boolean): ColumnsType<AlarmRow> {
  const columns: ColumnsType<AlarmRow> = [
    { title: '报警时间', dataIndex: 'alarmTime', width: 160, render: (value: string) => alarmTimeText(value) },
    { title: '车牌号', dataIndex: 'plate', width: 110 },
    { title: '报警类型', dataIndex: 'typeName', width: 100 },
    { title: '级别', dataIndex: 'level', width: 70, render: levelTag },
    { title: '速度', dataIndex: 'speed', width: 90, render: (value: number) => `${value} km/h` },
    {
      title: '地址',
      key: 'address',
      ellipsis: true,
      render: (_: unknown, row: AlarmRow) => <AddressCell batcher={addresses} lng={row.lng} lat={row.lat} />,
    },
  ];
  if (withProcessing) {
    columns.push(
      {
        title: '处理状态',
        key: 'processed',
        width: 90,
        render: (_: unknown, row: AlarmRow) => (row.processed ? <Tag color="green">已处理</Tag> : <Tag color="red">未处理</Tag>),
      },
      { title: '处理方式', dataIndex: 'processMethod', width: 110, render: (value: AlarmRow['processMethod']) => (value ? PROCESS_METHOD_NAMES[value] : '') },
      { title: '处理人', dataIndex: 'handlerName', width: 100, render: (value: string | null) => value ?? '' },
      { title: '处理时间', dataIndex: 'processedAt', width: 160, render: (value: string | null) => alarmTimeText(value) },
      { title: '备注', dataIndex: 'note', width: 140, ellipsis: true, render: (value: string | null) => value ?? '' },
    );
  }
  columns.push({
    title: '操作',
    key: 'actions',
    width: 210,
    fixed: 'right',
    render: (_: unknown, row: AlarmRow) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => actions.onLocate(row)}>
          定位
        </Button>
        <Button type="link" size="small" onClick={() => actions.onPlayback(row)}>
          回放
        </Button>
        <ButtonPermission code={BUTTON_IDS.sendCommand}>
          <Button type="link" size="small" onClick={() => actions.onCommand(row)}>
            指令
          </Button>
        </ButtonPermission>
        {row.processed ? null : (
          <ButtonPermission code={PERMISSION_PROCESS_ALARM}>
            <Button type="link" size="small" onClick={() => actions.onProcess(row)}>
              处理
            </Button>
          </ButtonPermission>
        )}
      </Space>
    ),
  });
  return columns;
}
