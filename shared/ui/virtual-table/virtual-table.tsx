import { elementScroll, useVirtualizer } from '@tanstack/react-virtual';
import { Spin, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import type { Rect, VirtualizerOptions, Virtualizer } from '@tanstack/react-virtual';

export type VirtualRowKey = number | string;

export interface VirtualColumn<Row> {
  key: string;
  title: string;
  /** a CSS grid track: the header and the rows share one template, so they always line up */
  track: string;
  render: (row: Row) => ReactNode;
}

export interface VirtualSelection<Row> {
  checked: readonly VirtualRowKey[];
  onChange: (keys: VirtualRowKey[]) => void;
  /** rows that cannot be checked (e.g. an alarm already processed) */
  disabled?: (row: Row) => boolean;
  /** the row's checkbox label, e.g. 选择 粤B·00001 超速报警 */
  label: (row: Row) => string;
}

export interface VirtualTableProps<Row> {
  /** the table's accessible name */
  label: string;
  rows: readonly Row[];
  columns: readonly VirtualColumn<Row>[];
  rowKey: (row: Row) => VirtualRowKey;
  /** the most the table grows to, header included; a short list takes only its rows' height */
  maxHeight: number;
  rowHeight?: number;
  /** below this width the columns scroll sideways instead of squeezing */
  minWidth?: number;
  selection?: VirtualSelection<Row>;
  /** a row shown as selected (e.g. the alarm the user came to see) */
  highlightKey?: VirtualRowKey | null;
  emptyText: string;
  loading?: boolean;
}

const DEFAULT_ROW_HEIGHT = 40;
const CHECK_TRACK = '40px';
/** used until the scroll box is measured (and where nothing can be measured: jsdom, a detached sub-app) */
const FALLBACK_RECT = { width: 1200, height: 600 };

/**
 * The virtualizer's size observer, by ResizeObserver alone: tanstack's own reads the box's size at
 * once, in the mount's layout effect, which forces a layout of the whole page in the middle of the
 * commit (the dialog's or the page's other effects then change the DOM again). The virtualizer
 * starts from its initial rect (the box at its most, as it is with many rows) and the observer
 * reports the measured size after the frame's own layout. A 0×0 size (wujie detaching the hidden
 * console's DOM) keeps the last one; without ResizeObserver (jsdom) the initial rect stays.
 */
function observeRectAfterLayout<TScroll extends Element, TItem extends Element>(instance: Virtualizer<TScroll, TItem>, onRect: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver !== 'function') return undefined;
  const observer = new ResizeObserver(() => {
    const rect = { width: element.clientWidth, height: element.clientHeight };
    if (rect.width > 0 && rect.height > 0) onRect(rect);
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** virtualizers that have written their box's scroll position once */
const hasScrolled = new WeakSet<object>();

/**
 * tanstack's scroll writer, except its first write when that write is "to the top": on mount the
 * virtualizer scrolls its fresh box to its initial offset (0), a no-op whose `scrollTo` still forces
 * a style and layout pass of the whole page in the middle of the commit (the profiles of opening the
 * alarm centre and of the pre-check showed it as the costliest call, 100–300 ms under load), before
 * the page's other effects change the DOM again. A box just created is at the top already; every
 * later write (a row scrolled to, a kept offset) goes through.
 */
const scrollUnlessFresh: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (offset, options, instance) => {
  const first = !hasScrolled.has(instance);
  hasScrolled.add(instance);
  if (first && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};

/**
 * The rows' and cells' classes, styled by one small sheet per table (scoped by the table's class):
 * elements styled inline each carry their own declaration, which the browser must parse and cannot
 * share when it computes styles; a batch of new alarms mounts ~20 rows of ~10 elements each, and
 * the profiles showed the inline style writes and the style pass of those elements as much of the
 * batch's task.
 */
const ROW_CLASS = 'vt-row';
const ROW_ON_CLASS = 'vt-row vt-row-on';
const CELL_CLASS = 'vt-cell';
const CHECK_CELL_CLASS = 'vt-check';
const CHECKBOX_CLASS = 'vt-box';

interface TableLook {
  /** the sheet of the rows and cells, under the table's scope class */
  css: string;
  head: CSSProperties;
}

interface VirtualTableRowProps<Row> {
  row: Row;
  rowKey: VirtualRowKey;
  index: number;
  top: number;
  columns: readonly VirtualColumn<Row>[];
  highlighted: boolean;
  selection: VirtualSelection<Row> | undefined;
  checked: boolean;
  onToggle: (key: VirtualRowKey, checked: boolean) => void;
}

/**
 * One row: plain elements, its cells rendered by the columns. Memoised (a render of the table for
 * its check-all box or its loading state leaves the rows as they were); keyed by its place in the
 * list, not by its row: a batch of new alarms on top changes what each place shows, and React
 * rewrites the texts and attributes of the ~20 rows in the DOM instead of removing them all and
 * creating ~20 new ones (~300 elements and their styles, the costliest part of the batch's task).
 */
const VirtualTableRow = memo(function VirtualTableRow<Row>({
  row,
  rowKey,
  index,
  top,
  columns,
  highlighted,
  selection,
  checked,
  onToggle,
}: VirtualTableRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selection ? checked : undefined}
      data-row-key={rowKey}
      className={highlighted || checked ? ROW_ON_CLASS : ROW_CLASS}
      style={{ transform: `translateY(${top}px)` }}
    >
      {selection ? (
        <div role="cell" className={CHECK_CELL_CLASS}>
          <input
            type="checkbox"
            className={CHECKBOX_CLASS}
            aria-label={selection.label(row)}
            checked={checked}
            disabled={selection.disabled?.(row) ?? false}
            onChange={(event) => onToggle(rowKey, event.target.checked)}
          />
        </div>
      ) : null}
      {columns.map((column) => (
        <div role="cell" key={column.key} className={CELL_CLASS}>
          {column.render(row)}
        </div>
      ))}
    </div>
  );
}) as <Row>(props: VirtualTableRowProps<Row>) => ReactNode;

/** The header's check-all box: checked when every checkable row is, mixed when some are. */
function CheckAll({ all, some, onChange }: { all: boolean; some: boolean; onChange: (checked: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [all, some]);
  return <input ref={ref} type="checkbox" className={CHECKBOX_CLASS} aria-label="全选" checked={all} onChange={(event) => onChange(event.target.checked)} />;
}

/**
 * A light virtual table: a sticky header, fixed-height rows of plain elements styled from the antd
 * theme token, and only the rows in view in the DOM. antd's Table costs 100+ ms for a thousand
 * rows even when virtual (its measuring and the layout it forces); this one renders the ~20 rows
 * in view and nothing else, so a thousand alarms or a thousand pre-checked vehicles stay cheap.
 * An observer (so also memoised): a column may read observables, and the table renders again only
 * when its props or what it read change.
 */
export const VirtualTable = observer(function VirtualTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  maxHeight,
  rowHeight = DEFAULT_ROW_HEIGHT,
  minWidth,
  selection,
  highlightKey = null,
  emptyText,
  loading = false,
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();

  const template = useMemo(() => [...(selection ? [CHECK_TRACK] : []), ...columns.map((column) => column.track)].join(' '), [columns, selection]);
  // a class name from React's id: its characters are not all valid in a selector
  const scope = `vt-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const look = useMemo((): TableLook => {
    const border = `1px solid ${token.colorBorderSecondary}`;
    const css = [
      `.${scope} .${ROW_CLASS}{position:absolute;top:0;left:0;width:100%;height:${rowHeight}px;box-sizing:border-box;display:grid;grid-template-columns:${template};align-items:center;border-bottom:${border}}`,
      `.${scope} .vt-row-on{background:${token.controlItemBgActive}}`,
      `.${scope} .${CELL_CLASS}{padding:0 8px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
      `.${scope} .${CHECK_CELL_CLASS}{display:flex;justify-content:center}`,
      `.${scope} .${CHECKBOX_CLASS}{accent-color:${token.colorPrimary};width:16px;height:16px;margin:0;cursor:pointer}`,
    ].join('\n');
    return {
      css,
      head: {
        display: 'grid',
        gridTemplateColumns: template,
        alignItems: 'center',
        height: rowHeight,
        // colorFillAlter is translucent: over the container's colour, so rows scrolled under the sticky header do not show through
        background: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter}) ${token.colorBgContainer}`,
        borderBottom: border,
        fontWeight: token.fontWeightStrong,
      },
    };
  }, [scope, template, rowHeight, token]);

  const keyAt = useCallback((index: number) => {
    const row = rows[index];
    return row === undefined ? index : rowKey(row);
  }, [rows, rowKey]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: keyAt,
    // the rows in view and three more each way: each row is ~15 elements mounted with the page
    overscan: 3,
    scrollMargin: rowHeight,
    // the box's height before it is measured: its most, as it will be with many rows (no second render)
    initialRect: { width: FALLBACK_RECT.width, height: maxHeight },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessFresh,
  });

  const checkedKeys = useMemo(() => new Set(selection?.checked ?? []), [selection?.checked]);
  const onChange = selection?.onChange;
  const onToggle = useCallback(
    (key: VirtualRowKey, checked: boolean) => {
      if (!onChange) return;
      const next = new Set(checkedKeys);
      if (checked) next.add(key);
      else next.delete(key);
      onChange([...next]);
    },
    [checkedKeys, onChange],
  );
  const disabled = selection?.disabled;
  const checkable = useMemo(() => (disabled ? rows.filter((row) => !disabled(row)) : rows), [rows, disabled]);
  // counted over the rows listed: a checked key whose row has gone (processed elsewhere) does not count
  const checkedCount = useMemo(() => checkable.reduce((count, row) => (checkedKeys.has(rowKey(row)) ? count + 1 : count), 0), [checkable, checkedKeys, rowKey]);
  const allChecked = checkable.length > 0 && checkedCount === checkable.length;
  const someChecked = checkedCount > 0;
  const onCheckAll = useCallback((checked: boolean) => onChange?.(checked ? checkable.map(rowKey) : []), [onChange, checkable, rowKey]);

  // rows are kept by their place (see VirtualTableRow): a focused checkbox or action whose place now
  // shows another row is let go, as when its row left the DOM, so a key press does not act on a row
  // the user did not pick
  const focusedKey = useRef<string | null>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const onRowFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    focusedKey.current = event.target.closest<HTMLElement>('[data-row-key]')?.dataset.rowKey ?? null;
  }, []);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !rowsRef.current?.contains(active)) return;
    if (active.closest<HTMLElement>('[data-row-key]')?.dataset.rowKey !== focusedKey.current) active.blur();
  }, [rows]);

  const boxStyle: CSSProperties = {
    position: 'relative',
    maxHeight,
    overflow: 'auto',
    // a row scrolled into view (keyboard focus, a test's click) stops below the sticky header, not under it
    scrollPaddingTop: rowHeight,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    color: token.colorText,
    fontSize: token.fontSize,
  };
  const innerStyle: CSSProperties = minWidth ? { minWidth } : {};

  return (
    <div ref={scrollRef} role="table" aria-label={label} aria-rowcount={rows.length + 1} aria-busy={loading} className={scope} style={boxStyle}>
      <style>{look.css}</style>
      <div style={innerStyle}>
        <div role="rowgroup" style={{ position: 'sticky', top: 0, zIndex: 1 }}>
          <div role="row" aria-rowindex={1} style={look.head}>
            {selection ? (
              <div role="columnheader" className={CHECK_CELL_CLASS}>
                <CheckAll all={allChecked} some={someChecked} onChange={onCheckAll} />
              </div>
            ) : null}
            {columns.map((column) => (
              <div role="columnheader" key={column.key} className={CELL_CLASS}>
                {column.title}
              </div>
            ))}
          </div>
        </div>
        {rows.length === 0 ? (
          <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 0', color: token.colorTextDescription }}>
            {loading ? <Spin /> : emptyText}
          </div>
        ) : (
          // contained: its size is its own (set here), so a batch of new rows lays out this box, not the page around it
          <div ref={rowsRef} role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize(), contain: 'strict' }} onFocus={onRowFocus}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (row === undefined) return null;
              const key = rowKey(row);
              return (
                <VirtualTableRow
                  key={item.index}
                  row={row}
                  rowKey={key}
                  index={item.index}
                  top={item.start - rowHeight}
                  columns={columns}
                  highlighted={key === highlightKey}
                  selection={selection}
                  checked={checkedKeys.has(key)}
                  onToggle={onToggle}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}) as <Row>(props: VirtualTableProps<Row>) => ReactNode;
