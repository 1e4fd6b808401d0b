import * as z from 'zod/mini';

/**
 * Column arrays of the vehicle lists (100k entries each) checked by one plain loop per column
 * instead of a zod schema per entry: the same rule, but the 100k list is checked in a few
 * milliseconds instead of half a second, which the console's first paint cannot spare. Each kind of
 * column has its own loop with the test written in it: one shared loop calling a test per entry saw
 * every column's test at one call site and could not inline any (a CPU profile of the console's load
 * showed the checks at ~10% of it).
 */
function columnOf<T>(isColumn: (value: unknown[]) => boolean, message: string) {
  return z.custom<T[]>((value: unknown) => Array.isArray(value) && isColumn(value), { message });
}

function allNumbers(column: unknown[]): boolean {
  for (let i = 0; i < column.length; i += 1) {
    const value = column[i];
    if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  }
  return true;
}

function allNumbersOrNull(column: unknown[]): boolean {
  for (let i = 0; i < column.length; i += 1) {
    const value = column[i];
    if (value !== null && (typeof value !== 'number' || !Number.isFinite(value))) return false;
  }
  return true;
}

function allStrings(column: unknown[]): boolean {
  for (let i = 0; i < column.length; i += 1) if (typeof column[i] !== 'string') return false;
  return true;
}

function allCodes(column: unknown[]): boolean {
  for (let i = 0; i < column.length; i += 1) {
    const value = column[i];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return false;
  }
  return true;
}

export const numberColumn = () => columnOf<number>(allNumbers, '数值列格式不正确');

export const nullableNumberColumn = () => columnOf<number | null>(allNumbersOrNull, '数值列格式不正确');

/** Indexes into a dictionary sent beside the column (whose length the object's check compares). */
export const codeColumn = () => columnOf<number>(allCodes, '编码列格式不正确');

export const stringColumn = () => columnOf<string>(allStrings, '文本列格式不正确');

/** A column of one of the given values (e.g. the vehicle states). */
export function enumColumn<const T extends readonly string[]>(values: T) {
  const allowed = new Set<unknown>(values);
  // runs of the same value are common (a state repeats): one lookup per run
  const allAllowed = (column: unknown[]) => {
    // nothing a column can hold: the first entry is always looked up
    let last: unknown = allowed;
    for (let i = 0; i < column.length; i += 1) {
      const value = column[i];
      if (value === last) continue;
      if (!allowed.has(value)) return false;
      last = value;
    }
    return true;
  };
  return columnOf<T[number]>(allAllowed, '取值不在允许范围内');
}
