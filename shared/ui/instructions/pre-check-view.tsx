import { theme } from 'antd';
import { memo, useMemo, type CSSProperties } from 'react';
import { cellTagStyle, type CellTagColor } from '@shared/ui/virtual-table/cell-tag-style';
import { VirtualTable, type VirtualColumn } from '@shared/ui/virtual-table/virtual-table';
import type { PreCheckMatrix, PreCheckOutcome, PreCheckRow } from './pre-check-matrix';
import { OUTCOME_LABELS } from './pre-check-matrix';

const OUTCOME_COLORS: Record<PreCheckOutcome, CellTagColor> = { send: 'green', queue: 'gold', refused: 'red' };
const OUTCOMES = Object.keys(OUTCOME_LABELS) as PreCheckOutcome[];
const vehicleKey = (row: PreCheckRow) => row.vehicleId;
/** 8 rows in view; a thousand vehicles scroll inside the dialog */
const MAX_HEIGHT = 9 * 36 + 2;

function preCheckColumns(tags: Record<PreCheckOutcome, CSSProperties>): VirtualColumn<PreCheckRow>[] {
  return [
    { key: 'plate', title: '车牌号', track: '140px', render: (row) => row.plate },
    { key: 'outcome', title: '预检结果', track: '130px', render: (row) => <span style={tags[row.outcome]}>{OUTCOME_LABELS[row.outcome]}</span> },
    { key: 'reason', title: '说明', track: 'minmax(120px, 1fr)', render: (row) => (row.outcome === 'queue' ? '车辆离线，上线后下发' : row.reason) },
  ];
}

/**
 * The pre-check matrix: counts per outcome and per refusal reason, then one row per vehicle in a
 * virtual table (a thousand vehicles put only the rows in view in the DOM). The counts are plain
 * tags too: the first antd Tag or Text mounted in the dialog would insert its styles and make the
 * browser restyle the whole page in the same frame as the matrix.
 */
export const PreCheckView = memo(function PreCheckView({ matrix }: { matrix: PreCheckMatrix }) {
  const { token } = theme.useToken();
  const tags = useMemo(
    (): Record<PreCheckOutcome, CSSProperties> => ({
      send: cellTagStyle(token, OUTCOME_COLORS.send),
      queue: cellTagStyle(token, OUTCOME_COLORS.queue),
      refused: cellTagStyle(token, OUTCOME_COLORS.refused),
    }),
    [token],
  );
  const columns = useMemo(() => preCheckColumns(tags), [tags]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}>
      <div role="group" aria-label="预检结果统计" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
        {OUTCOMES.map((outcome) => (
          <span key={outcome} style={tags[outcome]}>
            {OUTCOME_LABELS[outcome]} {matrix.counts[outcome]}
          </span>
        ))}
        {matrix.refusedByReason.map((item) => (
          <span key={item.reasonCode} style={{ color: token.colorTextSecondary }}>
            {item.reason || item.reasonCode}：{item.count} 辆
          </span>
        ))}
      </div>
      <VirtualTable<PreCheckRow> label="预检结果" rows={matrix.rows} columns={columns} rowKey={vehicleKey} rowHeight={36} maxHeight={MAX_HEIGHT} emptyText="没有车辆" />
    </div>
  );
});
