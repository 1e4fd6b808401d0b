import { describe, expect, it } from 'vitest';
import { TextColumn } from '@shared/api/dto/text-column';
import { SearchIndexBuilder, searchKey, upperCased } from '@car/features/monitor/model/search-index';

/** The fleet the builder reads: its size and the two searched columns. */
function fleetOf(plates: readonly string[], devices: readonly string[], separator = '\n') {
  return { size: plates.length, columns: { plate: TextColumn.fromValues(plates, separator), deviceNo: TextColumn.fromValues(devices, separator) } };
}

/** What the index must answer: every row whose plate or device number, normalised, holds the needle. */
function bruteForce(plates: readonly string[], devices: readonly string[], text: string): number[] {
  const needle = searchKey(text);
  return plates.flatMap((plate, row) => (searchKey(plate).includes(needle) || searchKey(devices[row] ?? '').includes(needle) ? [row] : []));
}

/** A small deterministic generator (the same plates on every run). */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe('the search index', () => {
  it('finds exactly what a value-by-value search finds, over plates written every way (separators, spaces, lower case, other scripts)', () => {
    const pick = seeded(7);
    const provinces = '粤京沪苏浙川鄂';
    const separators = ['·', ' ', '', '-', '.', '•', '\u3000', '\t'];
    const plates = Array.from({ length: 400 }, () => {
      const letter = String.fromCharCode((pick(2) ? 65 : 97) + pick(26));
      return `${provinces[pick(provinces.length)]}${letter}${separators[pick(separators.length)]}${String(pick(100_000)).padStart(5, '0')}${pick(20) === 0 ? 'ß' : ''}`;
    });
    const devices = plates.map((_plate, row) => (row % 50 === 0 ? `dev-${row}-粤` : `35800000${String(row).padStart(7, '0')}`));
    const builder = new SearchIndexBuilder(fleetOf(plates, devices));
    // built a slice at a time, as at idle
    while (!builder.step(37));
    const index = builder.finish();
    for (const text of ['粤', '京', '川b', 'b1', '00', 'ss', '0012', 'dev', 'DEV-50', '-粤', '粤 a 1', '不存在', 'z99999']) {
      expect([...index.rowsMatching(searchKey(text))], text).toEqual(bruteForce(plates, devices, text));
    }
  });

  it('a value holding a line break of its own, or a column kept with another separator, is still one row', () => {
    const plates = ['粤B·1\n2', '沪A·3'];
    const devices = ['D1', 'D\n2'];
    for (const fleet of [fleetOf(plates, devices), fleetOf(plates, devices, '|')]) {
      const index = new SearchIndexBuilder(fleet).finish();
      expect([...index.rowsMatching('B12')]).toEqual([0]);
      expect([...index.rowsMatching('D2')]).toEqual([1]);
      expect([...index.rowsMatching('3')]).toEqual([1]);
      expect([...index.rowsMatching('沪')]).toEqual([1]);
    }
  });

  it('says once that it is ready, whether the slices or a search finished it', () => {
    const fleet = fleetOf(['粤B·1', '沪A·2', '京C·3'], ['D1', 'D2', 'D3']);
    let sliced = 0;
    const builder = new SearchIndexBuilder(fleet, () => (sliced += 1));
    expect(builder.step(1)).toBe(false);
    expect(sliced).toBe(0);
    while (!builder.step(1));
    builder.finish();
    builder.finish();
    expect(sliced).toBe(1);
    let searched = 0;
    const early = new SearchIndexBuilder(fleet, () => (searched += 1));
    early.step(1);
    // a search before the idle slices are through finishes the index itself
    expect([...early.finish().rowsMatching('A2')]).toEqual([1]);
    expect(searched).toBe(1);
  });

  it('an empty fleet, and empty values, match nothing', () => {
    expect([...new SearchIndexBuilder(fleetOf([], [])).finish().rowsMatching('A')]).toEqual([]);
    const index = new SearchIndexBuilder(fleetOf(['', '粤B·1', ''], ['', '', 'X'])).finish();
    expect([...index.rowsMatching('B1')]).toEqual([1]);
    expect([...index.rowsMatching('X')]).toEqual([2]);
    expect(index.commonestWideChar()).toBe('粤');
  });
});

describe('upper-casing only when something would change', () => {
  it('gives what toUpperCase gives for every character of the BMP, and for one outside it', () => {
    const wrong: string[] = [];
    for (let code = 0; code < 0x10000; code += 1) {
      const char = String.fromCharCode(code);
      if (upperCased(char) !== char.toUpperCase()) wrong.push(code.toString(16));
    }
    expect(wrong).toEqual([]);
    // 𐐨 (Deseret small long I) upper-cases to 𐐀: a surrogate pair
    expect(upperCased('粤B·𐐨')).toBe('粤B·𐐀');
    expect(upperCased('粤B12345')).toBe('粤B12345');
  });
});
