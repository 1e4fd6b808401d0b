/**
 * A column of short strings (plates, device numbers) kept as the one text it arrived in, one value
 * per line, read a row at a time. Measured at 100k in the console's list load: splitting the two
 * texts into 200k strings was ~65 ms of the main thread before the first tree paint; the tree shows
 * a few dozen rows, and the search index reads the rest later, in idle slices.
 */
export class TextColumn {
  /**
   * @param text the values joined by the separator
   * @param starts where each value starts in `text`, then where one after the last would (as if a
   * separator followed it): value i ends a separator before value i + 1 starts
   */
  private readonly separatorLength: number;

  private constructor(
    private readonly text: string,
    private readonly starts: Uint32Array,
    private readonly separator: string,
  ) {
    this.separatorLength = separator.length;
  }

  /** `count` values joined by `separator` (a value never holds it); null when the text holds another number of them. */
  static fromJoined(text: string, separator: string, count: number): TextColumn | null {
    const starts = new Uint32Array(count + 1);
    if (count === 0) return text === '' ? new TextColumn(text, starts, separator) : null;
    let at = 0;
    for (let row = 1; row < count; row += 1) {
      const end = text.indexOf(separator, at);
      if (end < 0) return null;
      at = end + separator.length;
      starts[row] = at;
    }
    if (text.indexOf(separator, at) >= 0) return null;
    starts[count] = text.length + separator.length;
    return new TextColumn(text, starts, separator);
  }

  /** The values as one column (a value may hold the separator here: the starts come from the lengths). */
  static fromValues(values: readonly string[], separator: string): TextColumn {
    const starts = new Uint32Array(values.length + 1);
    let at = 0;
    values.forEach((value, row) => {
      starts[row] = at;
      at += value.length + separator.length;
    });
    starts[values.length] = at;
    return new TextColumn(values.join(separator), starts, separator);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /**
   * Values `from` to `to` (excluded) as the text holds them, one per line: one native slice for a
   * whole range (the search index normalises a range at a time), null when the column's values are
   * not separated by line breaks. A value given with a line break of its own (`fromValues`) shows as
   * two lines: the caller counts the lines.
   */
  linesOf(from: number, to: number): string | null {
    if (this.separator !== '\n' || !(from >= 0 && from < to && to <= this.length)) return null;
    return this.text.slice(this.starts[from], (this.starts[to] as number) - this.separatorLength);
  }

  /** Value `row` ('' outside the column). */
  at(row: number): string {
    if (!(row >= 0 && row < this.length)) return '';
    return this.text.slice(this.starts[row], (this.starts[row + 1] as number) - this.separatorLength);
  }
}
