import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PROCESS_METHOD_NAMES, type AlarmRow } from '@shared/api/dto/alarm-dto';
import type { AddressBatcher } from '@shared/geo/address-batcher';
import type { VirtualColumn } from '@shared/ui/virtual-table/virtual-table';
import { AddressCell, alarmActions, levelTag, type AlarmCellStyles, type AlarmRowActions, type AlarmRowPermissions } from './alarm-cells';
import { alarmTimeText } from './alarm-links';

/**
 * The real-time list's columns (a virtual table): time, plate, type, level, speed, address and the
 * actions. Built once per table: the rows re-render, the columns stay.
 */
export function realtimeAlarmColumns(addresses: AddressBatcher, actions: AlarmRowActions, styles: AlarmCellStyles, can: AlarmRowPermissions): VirtualColumn<AlarmRow>[] {
  return [
    { key: 'alarmTime', title: '报警时间', track: '160px', render: (row) => alarmTimeText(row.alarmTime) },
    { key: 'plate', title: '车牌号', track: '110px', render: (row) => row.plate },
    { key: 'typeName', title: '报警类型', track: '100px', render: (row) => row.typeName },
    { key: 'level', title: '级别', track: '70px', render: (row) => levelTag(row.level, styles) },
    { key: 'speed', title: '速度', track: '90px', render: (row) => `${row.speed} km/h` },
    { key: 'address', title: '地址', track: 'minmax(160px, 1fr)', render: (row) => <AddressCell batcher={addresses} lng={row.lng} lat={row.lat} /> },
    { key: 'actions', title: '操作', track: '220px', render: (row) => alarmActions(row, actions, styles, can) },
  ];
}

/** The history's columns (antd Table, 10 a page): the real-time ones plus who processed it, how and when. */
export function alarmHistoryColumns(addresses: AddressBatcher, actions: AlarmRowActions, styles: AlarmCellStyles, can: AlarmRowPermissions): ColumnsType<AlarmRow> {
  return [
    { title: '报警时间', dataIndex: 'alarmTime', width: 160, render: (value: string) => alarmTimeText(value) },
    { title: '车牌号', dataIndex: 'plate', width: 110 },
    { title: '报警类型', dataIndex: 'typeName', width: 100 },
    { title: '级别', dataIndex: 'level', width: 70, render: (level: number) => levelTag(level, styles) },
    { title: '速度', dataIndex: 'speed', width: 90, render: (value: number) => `${value} km/h` },
    {
      title: '地址',
      key: 'address',
      ellipsis: true,
      render: (_: unknown, row: AlarmRow) => <AddressCell batcher={addresses} lng={row.lng} lat={row.lat} />,
    },
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
    {
      title: '操作',
      key: 'actions',
      width: 210,
      fixed: 'right',
      render: (_: unknown, row: AlarmRow) => alarmActions(row, actions, styles, can),
    },
  ];
}
