import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VirtualTable, type VirtualColumn, type VirtualRowKey } from '@shared/ui/virtual-table/virtual-table';

interface Item {
  id: number;
  plate: string;
  done: boolean;
}

const COLUMNS: VirtualColumn<Item>[] = [
  { key: 'plate', title: '车牌号', track: '120px', render: (item) => item.plate },
  { key: 'state', title: '状态', track: '1fr', render: (item) => (item.done ? '已处理' : '未处理') },
];

const items = (count: number, done = new Set<number>()) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, plate: `粤B·${String(index + 1).padStart(5, '0')}`, done: done.has(index + 1) }));

function Checkable({ rows, onChecked }: { rows: Item[]; onChecked: (keys: VirtualRowKey[]) => void }) {
  const [checked, setChecked] = useState<VirtualRowKey[]>([]);
  return (
    <VirtualTable<Item>
      label="测试列表"
      rows={rows}
      columns={COLUMNS}
      rowKey={(item) => item.id}
      maxHeight={402}
      selection={{
        checked,
        onChange: (keys) => {
          setChecked(keys);
          onChecked(keys);
        },
        disabled: (item) => item.done,
        label: (item) => `选择 ${item.plate}`,
      }}
      emptyText="暂无数据"
    />
  );
}

describe('VirtualTable', () => {
  it('puts the header and only the rows in view in the DOM, a thousand rows or not', () => {
    render(<VirtualTable<Item> label="测试列表" rows={items(1000)} columns={COLUMNS} rowKey={(item) => item.id} maxHeight={402} emptyText="暂无数据" />);
    const table = screen.getByRole('table', { name: '测试列表' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['车牌号', '状态']);
    const rows = within(table).getAllByRole('row').slice(1);
    // the fallback viewport (600 px of 40 px rows) plus the overscan: tens, not a thousand
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent('粤B·00001未处理');
    expect(rows[0]).toHaveAttribute('data-row-key', '1');
    expect(within(table).queryByText('粤B·01000')).toBeNull();
  });

  it('says so when there are no rows', () => {
    render(<VirtualTable<Item> label="测试列表" rows={[]} columns={COLUMNS} rowKey={(item) => item.id} maxHeight={402} emptyText="暂无数据" />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('checks one row by its labelled box, and all the checkable ones (not the disabled) from the header', async () => {
    const user = userEvent.setup();
    const seen: VirtualRowKey[][] = [];
    render(<Checkable rows={items(30, new Set([2]))} onChecked={(keys) => seen.push(keys)} />);

    await user.click(screen.getByRole('checkbox', { name: '选择 粤B·00003' }));
    expect(seen.at(-1)).toEqual([3]);
    expect(screen.getByRole('checkbox', { name: '选择 粤B·00003' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: '选择 粤B·00002' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(seen.at(-1)).toHaveLength(29);
    expect(seen.at(-1)).not.toContain(2);
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(seen.at(-1)).toEqual([]);
    expect(screen.getByRole('checkbox', { name: '选择 粤B·00003' })).not.toBeChecked();
  });

  it('shows new rows on top with their own texts and boxes, and lets go of a focused box whose row moved away', async () => {
    const user = userEvent.setup();
    const older = items(30).slice(5);
    const { rerender } = render(<Checkable rows={older} onChecked={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: '选择 粤B·00006' });
    await user.click(box);
    expect(box).toHaveFocus();

    // five newer rows arrive on top: each place shows its new row (text, key, box label and state)
    rerender(<Checkable rows={items(30)} onChecked={() => undefined} />);
    const rows = within(screen.getByRole('table', { name: '测试列表' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('粤B·00001未处理');
    expect(rows[0]).toHaveAttribute('data-row-key', '1');
    expect(rows[5]).toHaveAttribute('data-row-key', '6');
    expect(screen.getByRole('checkbox', { name: '选择 粤B·00001' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择 粤B·00006' })).toBeChecked();
    // the focused box's place now shows 粤B·00001: a key press must not check that row
    expect(screen.getByRole('checkbox', { name: '选择 粤B·00001' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
