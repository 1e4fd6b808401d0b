import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';
import { AlarmAddressCell, AlarmAddressesContext } from '../../../../../micro/data-report/features/reports/alarm-address-cell';
import { ReportDatesContext, ReportDayHeading } from '../../../../../micro/data-report/features/reports/report-day-heading';

const alarm = (alarmId: number, located: boolean): AlarmRow => ({
  alarmId,
  vehicleId: alarmId,
  plate: `粤B${alarmId}`,
  groupId: 1,
  groupName: '默认分组',
  type: 'overspeed',
  typeName: '超速报警',
  level: 2,
  alarmTime: '2026-11-20T08:00:00.000Z',
  lng: located ? 113.9 : null,
  lat: located ? 22.5 : null,
  speed: 108,
  detail: null,
  processed: false,
  processMethod: null,
  handlerName: null,
  processedAt: null,
  note: null,
});

// the columns never change, and the table is memoised as in the report frame: only the context moves
const COLUMNS: ColumnsType<AlarmRow> = [
  { title: '车牌号', dataIndex: 'plate', key: 'plate' },
  { title: '地址', key: 'address', render: (_: unknown, row: AlarmRow) => <AlarmAddressCell row={row} /> },
];
const ROWS = [alarm(1, true), alarm(2, false)];
const AlarmTable = memo(function AlarmTable() {
  return <Table<AlarmRow> rowKey="alarmId" columns={COLUMNS} dataSource={ROWS} pagination={false} />;
});

describe('the report cells fed by a context', () => {
  it('shows 地址解析中… then the looked-up address in the same table, and 无定位 for a row without a position', () => {
    const view = render(
      <AlarmAddressesContext value={new Map()}>
        <AlarmTable />
      </AlarmAddressesContext>,
    );
    expect(screen.getByText('地址解析中…')).toBeTruthy();
    expect(screen.getByText('无定位')).toBeTruthy();
    view.rerender(
      <AlarmAddressesContext value={new Map([[1, '广东省深圳市南山区']])}>
        <AlarmTable />
      </AlarmAddressesContext>,
    );
    expect(screen.getByText('广东省深圳市南山区')).toBeTruthy();
    expect(screen.queryByText('地址解析中…')).toBeNull();
    expect(screen.getByText('无定位')).toBeTruthy();
  });

  it('heads a day column with the date shown at its position, following another range of as many days', () => {
    const heading = (dates: string[]) => (
      <ReportDatesContext value={dates}>
        <ReportDayHeading index={1} />
      </ReportDatesContext>
    );
    const view = render(heading(['2026-11-01', '2026-11-02']));
    expect(screen.getByText('11-02')).toBeTruthy();
    view.rerender(heading(['2026-10-31', '2026-11-01']));
    expect(screen.getByText('11-01')).toBeTruthy();
    expect(screen.queryByText('11-02')).toBeNull();
  });
});
