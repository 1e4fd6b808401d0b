import type { TextColumn } from '@shared/api/dto/text-column';

/** Separators a plate is written with ('粤B·12345', '粤B 12345'): ignored when matching, like the server does. */
const SEPARATORS = /[\s·.\-•]/g;
/** the same, except the line break between a column's values (a whole column is normalised at once) */
const SEPARATORS_BUT_LINES = /[^\S\n]|[·.\-•]/g;
/** a character outside ASCII (what the index lists rows by) */
const WIDE_CHAR = /[\u0080-\uffff]/;
/** a query narrows the previous matches when they are under 1/8 of the fleet (each is sliced and tested) */
const NARROW_SHARE = 8;

export function searchKey(text: string): string {
  return text.replace(SEPARATORS, '').toUpperCase();
}

/**
 * Every character `toUpperCase` changes lies in these ranges (checked over the whole BMP in a unit
 * test), as does any character outside the BMP (a surrogate); Chinese characters, digits and
 * capitals do not: plates and device numbers as they come need no upper-casing, which on the
 * plates' column (a two-byte string) cost about as much as the rest of the index.
 */
const MAY_CHANGE_UPPER_CASED = /[a-z\u00b5\u00df-\u00ff\u0100-\u1fff\u2000-\u2d2f\ua640-\uabff\ufb00-\ufb17\uff41-\uff5a\ud800-\udfff]/;

/** `text.toUpperCase()`, without its copy when nothing would change. */
export function upperCased(text: string): string {
  return MAY_CHANGE_UPPER_CASED.test(text) ? text.toUpperCase() : text;
}

/**
 * One searched column (plates, or device numbers): every vehicle's value normalised (`searchKey`),
 * one per line. Row r's value is `text.slice(starts[r], starts[r + 1] - 1)`; entry n is the end (as
 * if a line break followed the last value). A needle never holds a line break (`searchKey` drops
 * it), so a match never spans two values.
 */
interface Haystack {
  text: string;
  starts: Int32Array;
}

/** The rows whose value holds `needle`, ascending, each once: native `indexOf` jumps over the text. */
function scanHaystack({ text, starts }: Haystack, needle: string): Int32Array {
  const n = starts.length - 1;
  // each row at most once: written straight into a typed array (no list of 100k numbers to copy)
  const found = new Int32Array(n);
  let count = 0;
  let row = 0;
  let at = text.indexOf(needle);
  while (at >= 0) {
    // the row holding `at`: matches come in order, so the row only moves forward (a broad search
    // matches most rows: a step or two each, where a search by halves took seventeen)
    while (row + 1 < n && (starts[row + 1] as number) <= at) row += 1;
    found[count] = row;
    count += 1;
    at = text.indexOf(needle, starts[row + 1] as number);
  }
  return found.slice(0, count);
}

/** Two ascending lists of rows as one, each row once. */
function unionOfRows(a: Int32Array, b: Int32Array): Int32Array {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY;
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY;
    const next = x <= y ? x : y;
    if (x === next) i += 1;
    if (y === next) j += 1;
    out[k] = next;
    k += 1;
  }
  return out.slice(0, k);
}

const valueOf = ({ text, starts }: Haystack, row: number) => text.slice(starts[row] as number, (starts[row + 1] as number) - 1);

/**
 * Plates and device numbers of the whole fleet, normalised once (one text per column, a value per
 * line), built once: a query is then native `indexOf` jumps over them instead of 100k string
 * operations, and a query that extends the previous one (typing on) only re-tests the previous
 * matches. Built by `SearchIndexBuilder`, in slices, while the page is idle.
 */
export class SearchIndex {
  private last: { needle: string; rows: Int32Array } | null = null;

  constructor(
    private readonly plates: Haystack,
    private readonly devices: Haystack,
    /**
     * per character outside ASCII (a plate's province: 粤, 京...), the rows holding it, ascending:
     * the first key a user types is answered without a scan (a scan of "粤" made 100k native calls,
     * the largest part of that keystroke's task in a profile)
     */
    private readonly rowsByWideChar: ReadonlyMap<number, Int32Array> = new Map(),
  ) {}

  /** The character outside ASCII that the most vehicles hold (a province: what a broad first search types), null for none. */
  commonestWideChar(): string | null {
    let best: number | null = null;
    let most = 0;
    for (const [code, rows] of this.rowsByWideChar) {
      if (rows.length > most) {
        most = rows.length;
        best = code;
      }
    }
    return best === null ? null : String.fromCharCode(best);
  }

  /** The rows whose plate or device number contains the (normalised) needle, ascending. */
  rowsMatching(needle: string): Int32Array {
    const last = this.last;
    if (last && last.needle === needle) return last.rows;
    if (needle.length === 1 && needle.charCodeAt(0) > 127) {
      // (a character no vehicle holds: no rows)
      const rows = this.rowsByWideChar.get(needle.charCodeAt(0)) ?? new Int32Array(0);
      this.last = { needle, rows };
      return rows;
    }
    // re-testing row by row pays off for a few candidates only: most of the fleet is one jumping scan
    const narrowing = last !== null && needle.includes(last.needle) && last.rows.length * NARROW_SHARE < this.plates.starts.length;
    const rows = narrowing ? this.narrow(last.rows, needle) : unionOfRows(scanHaystack(this.plates, needle), scanHaystack(this.devices, needle));
    this.last = { needle, rows };
    return rows;
  }

  private narrow(candidates: Int32Array, needle: string): Int32Array {
    const found: number[] = [];
    for (const row of candidates) {
      if (valueOf(this.plates, row).includes(needle) || valueOf(this.devices, row).includes(needle)) found.push(row);
    }
    return Int32Array.from(found);
  }
}

/**
 * One column's haystack: its values normalised as one text, one native replace (and upper-casing,
 * when anything would change) over the column instead of a string made and normalised per vehicle.
 * At 100k vehicles the index took ~100 ms of script the old way and ~20 ms this way (Node, the
 * column as the binary list brings it). A value holding a line break of its own (or a column not
 * kept in lines) is normalised value by value.
 */
function buildHaystack(column: TextColumn, size: number): Haystack {
  const starts = new Int32Array(size + 1);
  const lines = size === 0 ? '' : column.linesOf(0, size);
  const whole = lines === null ? null : upperCased(lines.replace(SEPARATORS_BUT_LINES, ''));
  if (whole !== null && startsFound(whole, starts)) return { text: whole, starts };
  const values = new Array<string>(size);
  for (let row = 0; row < size; row += 1) values[row] = searchKey(column.at(row));
  const text = values.join('\n');
  startsFound(text, starts);
  return { text, starts };
}

/** Writes where each line of `text` starts (and the end, as if a line break followed); false unless it has exactly that many lines. */
function startsFound(text: string, starts: Int32Array): boolean {
  const n = starts.length - 1;
  let at = 0;
  for (let row = 0; row < n; row += 1) {
    starts[row] = at;
    const end = text.indexOf('\n', at);
    if (row === n - 1 ? end >= 0 : end < 0) return false;
    at = end + 1;
  }
  starts[n] = text.length + 1;
  return n > 0 || text === '';
}

/** What the builder reads of the fleet: its size and the two searched columns. */
interface SearchedFleet {
  size: number;
  columns: { plate: TextColumn; deviceNo: TextColumn };
}

/**
 * Builds the SearchIndex a slice of rows at a time (`step`), so the work fits in idle moments after
 * the tree is painted instead of delaying it or the first keystroke; `finish` does what is left.
 */
export class SearchIndexBuilder {
  private plates: Haystack | null = null;
  private devices: Haystack | null = null;
  /** device numbers hold a character outside ASCII (as a rule they do not: their rows need no look) */
  private wideDevices = false;
  /** per character outside ASCII, the rows holding it (each row once), in order */
  private readonly wideRows = new Map<number, number[]>();
  private next = 0;
  private index: SearchIndex | null = null;

  constructor(
    private readonly fleet: SearchedFleet,
    /** called once, when the index is made (by the idle slices, or by a search that came first) */
    private readonly onReady: () => void = () => undefined,
  ) {}

  get done(): boolean {
    return this.plates !== null && this.devices !== null && this.next >= this.fleet.size;
  }

  /**
   * One slice of the work: the plates' text, or the device numbers' (each one native pass), or the
   * characters outside ASCII of up to `rows` more vehicles. Returns whether all is done.
   */
  step(rows: number): boolean {
    if (!this.plates) {
      this.plates = buildHaystack(this.fleet.columns.plate, this.fleet.size);
      return this.done;
    }
    if (!this.devices) {
      this.devices = buildHaystack(this.fleet.columns.deviceNo, this.fleet.size);
      this.wideDevices = WIDE_CHAR.test(this.devices.text);
      return this.done;
    }
    const to = Math.min(this.fleet.size, this.next + rows);
    for (let row = this.next; row < to; row += 1) {
      this.noteWideChars(this.plates, row);
      if (this.wideDevices) this.noteWideChars(this.devices, row);
    }
    this.next = to;
    return this.done;
  }

  /** Row `row` under each character outside ASCII its value holds, once. */
  private noteWideChars({ text, starts }: Haystack, row: number): void {
    const end = (starts[row + 1] as number) - 1;
    for (let i = starts[row] as number; i < end; i += 1) {
      const code = text.charCodeAt(i);
      if (code <= 127) continue;
      let rows = this.wideRows.get(code);
      if (!rows) this.wideRows.set(code, (rows = []));
      if (rows.at(-1) !== row) rows.push(row);
    }
  }

  finish(): SearchIndex {
    if (!this.index) {
      while (!this.done) this.step(this.fleet.size);
      const rowsByWideChar = new Map<number, Int32Array>();
      for (const [code, rows] of this.wideRows) rowsByWideChar.set(code, Int32Array.from(rows));
      this.wideRows.clear();
      this.index = new SearchIndex(this.plates as Haystack, this.devices as Haystack, rowsByWideChar);
      this.onReady();
    }
    return this.index;
  }
}
