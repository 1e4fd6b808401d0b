import { describe, expect, it } from 'vitest';
import { isCheckTarget, isToggleTarget, lineIndexOf, TreeLinePool, type TreeLineView } from '@car/features/monitor/components/tree-line-pool';

const group = (index: number, label: string, extra: Partial<TreeLineView> = {}): TreeLineView => ({
  index,
  level: 0,
  isGroup: true,
  label,
  mark: 'unchecked',
  open: true,
  hasContent: true,
  state: null,
  count: '(1/2)',
  active: false,
  ...extra,
});

const vehicle = (index: number, label: string, extra: Partial<TreeLineView> = {}): TreeLineView => ({
  index,
  level: 1,
  isGroup: false,
  label,
  mark: 'unchecked',
  open: false,
  hasContent: false,
  state: 'online',
  count: null,
  active: false,
  ...extra,
});

function setup() {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, pool: new TreeLinePool(host) };
}

const items = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[role="treeitem"]')];

describe('TreeLinePool', () => {
  it('writes a group line and a vehicle line as the tree shows them (roles, levels, counts, states)', () => {
    const { host, pool } = setup();
    pool.update([group(0, '深圳车队', { active: true, mark: 'indeterminate' }), vehicle(1, '粤B·10001', { mark: 'checked' })], 4);
    const [g, v] = items(host) as [HTMLElement, HTMLElement];
    expect(g.getAttribute('aria-label')).toBe('深圳车队');
    expect(g.getAttribute('aria-level')).toBe('1');
    expect(g.getAttribute('aria-expanded')).toBe('true');
    expect(g.getAttribute('aria-checked')).toBe('mixed');
    expect(g.getAttribute('aria-selected')).toBe('true');
    expect(g.id).toBe('monitor-tree-row-0');
    expect(g.classList.contains('monitor-tree-line-active')).toBe(true);
    expect(g.style.top).toBe('0px');
    expect(g.querySelector('[data-testid="tree-count"]')?.textContent).toBe('(1/2)');
    expect(g.querySelector<HTMLInputElement>('input[type="checkbox"]')?.indeterminate).toBe(true);
    expect(g.querySelector('.monitor-tree-caret-open')).not.toBeNull();

    expect(v.getAttribute('aria-level')).toBe('2');
    expect(v.hasAttribute('aria-expanded')).toBe(false);
    expect(v.getAttribute('aria-checked')).toBe('true');
    expect(v.style.top).toBe('26px');
    expect(v.style.paddingLeft).toBe('20px');
    expect(v.querySelector('[data-testid="tree-count"]')).toBeNull();
    expect(v.querySelector('.monitor-tree-state')?.textContent).toBe('在线');
    expect(v.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true);
    expect(v.querySelector('input')?.getAttribute('aria-label')).toBe('勾选 粤B·10001');
  });

  it('rewrites the same elements in place when a search turns groups into vehicles', () => {
    const { host, pool } = setup();
    pool.update([group(0, '总公司'), group(1, '华南分公司', { level: 1 })], 4);
    const before = items(host);
    pool.update([group(0, '总公司'), vehicle(1, '粤B·10001')], 4);
    const after = items(host);
    expect(after).toEqual(before);
    expect(after[1]?.getAttribute('aria-label')).toBe('粤B·10001');
    expect(after[1]?.querySelector('[data-testid="tree-count"]')).toBeNull();
    expect(after[1]?.querySelector('.monitor-tree-dot')).not.toBeNull();
    // and back
    pool.update([group(0, '总公司'), group(1, '华南分公司', { level: 1, count: '(0/3)' })], 4);
    expect(items(host)[1]?.querySelector('[data-testid="tree-count"]')?.textContent).toBe('(0/3)');
    expect(items(host)[1]?.querySelector('.monitor-tree-dot')).toBeNull();
  });

  it('keeps the lines in order and only the lines in view after a scroll or a shorter list', () => {
    const { host, pool } = setup();
    pool.update([0, 1, 2, 3].map((i) => vehicle(i, `车${i}`)), 4);
    const kept = items(host)[2];
    pool.update([2, 3, 4, 5].map((i) => vehicle(i, `车${i}`)), 4);
    expect(items(host).map((item) => item.getAttribute('aria-label'))).toEqual(['车2', '车3', '车4', '车5']);
    expect(items(host)[0]).toBe(kept);
    pool.update([1, 2, 3].map((i) => vehicle(i, `车${i}`)), 4);
    expect(items(host).map((item) => item.dataset.index)).toEqual(['1', '2', '3']);
    pool.update([], 4);
    expect(items(host)).toEqual([]);
  });

  it('grows for a taller view', () => {
    const { host, pool } = setup();
    pool.update([0, 1].map((i) => vehicle(i, `车${i}`)), 4);
    pool.update([0, 1, 2, 3, 4].map((i) => vehicle(i, `车${i}`)), 4);
    expect(items(host).map((item) => item.getAttribute('aria-label'))).toEqual(['车0', '车1', '车2', '车3', '车4']);
  });

  it('puts the box back to the store\'s mark when a click toggled it and the store did not follow', () => {
    const { host, pool } = setup();
    pool.update([vehicle(0, '车0')], 4);
    const box = host.querySelector('input') as HTMLInputElement;
    box.checked = true;
    pool.update([vehicle(0, '车0')], 4);
    expect(box.checked).toBe(false);
  });

  it('tells which line and which part of it a click landed on', () => {
    const { host, pool } = setup();
    pool.update([group(0, '总公司'), group(1, '华南分公司')], 4);
    const second = items(host)[1] as HTMLElement;
    expect(lineIndexOf(second.querySelector('.monitor-tree-label'))).toBe(1);
    expect(lineIndexOf(host)).toBeNull();
    expect(isCheckTarget(second.querySelector('input'))).toBe(true);
    expect(isToggleTarget(second.querySelector('.monitor-tree-caret'))).toBe(true);
    expect(isToggleTarget(second.querySelector('.monitor-tree-label'))).toBe(false);
  });
});
