import { render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { dayColumns, dayTotalCells } from '../../../../../micro/data-report/features/reports/report-day-columns';
import { ReportDatesContext } from '../../../../../micro/data-report/features/reports/report-day-heading';

interface Row {
  id: number;
  plate: string;
  days: { km: number }[];
}

const rows: Row[] = [
  { id: 1, plate: '粤B1', days: [{ km: 1.5 }, { km: 2 }] },
  { id: 2, plate: '粤B2', days: [{ km: 0 }] },
];

describe('the day columns shared by the mileage and online reports', () => {
  it('shows a column per day headed by its date, each cell the row’s figure that day, and the day totals', () => {
    const columns = [{ title: '车牌号', dataIndex: 'plate', key: 'plate' }, ...dayColumns<Row>(2, (row, index) => (row.days[index]?.km ?? 0).toFixed(2))];
    render(
      <ReportDatesContext value={['2026-11-20', '2026-11-21']}>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={false}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
              {dayTotalCells([1.5, 2], 1, (value) => value.toFixed(2))}
            </Table.Summary.Row>
          )}
        />
      </ReportDatesContext>,
    );
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual(['车牌号', '11-20', '11-21']);
    const first = screen.getByText('粤B1').closest('tr');
    const second = screen.getByText('粤B2').closest('tr');
    if (!first || !second) throw new Error('no rows');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['粤B1', '1.50', '2.00']);
    // a day the row has no figure for shows 0
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['粤B2', '0.00', '0.00']);
    const totals = screen.getByText('合计').closest('tr');
    if (!totals) throw new Error('no totals row');
    expect(within(totals).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['合计', '1.50', '2.00']);
  });
});
