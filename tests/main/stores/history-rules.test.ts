import { addHistory, clearSystemHistory, migrateLegacyHistory, removeHistoryAt, type Histories } from '@main/stores/history-rules';

const entry = (systemName: string, path: string, title = `页面${path}`) => ({ systemName, title, path });

describe('page history rules (product-spec §4)', () => {
  it('puts a new entry in front', () => {
    const start: Histories = { car: [entry('car', '/car/a')] };
    expect(addHistory(start, entry('car', '/car/b')).car?.map((item) => item.path)).toEqual(['/car/b', '/car/a']);
  });

  it('does not add a path the system already has (and does not move it)', () => {
    const start: Histories = { car: [entry('car', '/car/b'), entry('car', '/car/a')] };
    expect(addHistory(start, entry('car', '/car/a', '新标题'))).toBe(start);
  });

  it('keeps the same path separately per system', () => {
    const start: Histories = { car: [entry('car', '/x')] };
    expect(addHistory(start, entry('card', '/x')).card).toHaveLength(1);
  });

  it.each([
    ['titled index', entry('car', '/car/index', 'index')],
    ['without systemName', entry('', '/car/a')],
  ])('ignores an entry %s', (_case, item) => {
    const start: Histories = {};
    expect(addHistory(start, item)).toBe(start);
  });

  it('keeps at most 10 entries per system, dropping the oldest', () => {
    let histories: Histories = {};
    for (let i = 1; i <= 12; i += 1) histories = addHistory(histories, entry('car', `/car/${i}`));
    expect(histories.car).toHaveLength(10);
    expect(histories.car?.[0]?.path).toBe('/car/12');
    expect(histories.car?.at(-1)?.path).toBe('/car/3');
  });

  it('removes by index and deletes the system when its list becomes empty', () => {
    const start: Histories = { car: [entry('car', '/car/b'), entry('car', '/car/a')], card: [entry('card', '/card')] };
    const once = removeHistoryAt(start, 'car', 0);
    expect(once.car?.map((item) => item.path)).toEqual(['/car/a']);
    const twice = removeHistoryAt(once, 'car', 0);
    expect('car' in twice).toBe(false);
    expect(twice.card).toHaveLength(1);
  });

  it('ignores an index out of range', () => {
    const start: Histories = { car: [entry('car', '/car/a')] };
    expect(removeHistoryAt(start, 'car', 5)).toBe(start);
    expect(removeHistoryAt(start, 'card', 0)).toBe(start);
  });

  it('clears one system', () => {
    const start: Histories = { car: [entry('car', '/a')], card: [entry('card', '/b')] };
    expect(clearSystemHistory(start, 'car')).toEqual({ card: [entry('card', '/b')] });
  });

  it('migrates an old flat list (newest first) into the per-system form with the same rules', () => {
    const legacy = [
      entry('car', '/car/new'),
      entry('card', '/card/x'),
      entry('car', '/car/old'),
      entry('car', '/car/new'),
      { title: '无系统', path: '/x' },
      entry('car', '/car/index', 'index'),
    ];
    expect(migrateLegacyHistory(legacy)).toEqual({
      car: [entry('car', '/car/new'), entry('car', '/car/old')],
      card: [entry('card', '/card/x')],
    });
  });
});
