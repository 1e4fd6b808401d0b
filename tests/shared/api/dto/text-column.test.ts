import { describe, expect, it } from 'vitest';
import { TextColumn } from '@shared/api/dto/text-column';

describe('a text column (values kept as the one text they came in)', () => {
  it('reads each value of a joined text, including empty ones and non-ASCII', () => {
    const column = TextColumn.fromJoined('粤B·12345\n\nDEV-三', '\n', 3);
    expect(column?.length).toBe(3);
    expect([0, 1, 2].map((row) => column?.at(row))).toEqual(['粤B·12345', '', 'DEV-三']);
  });

  it('refuses a text with another number of values than announced', () => {
    expect(TextColumn.fromJoined('a\nb', '\n', 3)).toBeNull();
    expect(TextColumn.fromJoined('a\nb\nc', '\n', 2)).toBeNull();
    expect(TextColumn.fromJoined('a', '\n', 0)).toBeNull();
    expect(TextColumn.fromJoined('', '\n', 0)?.length).toBe(0);
  });

  it('reads outside the column as an empty value', () => {
    const column = TextColumn.fromValues(['a', 'b'], '\n');
    expect([column.at(-1), column.at(2), column.at(0.5)]).toEqual(['', '', '']);
  });

  it('keeps values given one by one exactly, even one holding the separator, and equals the joined form of the same values', () => {
    const column = TextColumn.fromValues(['x\ny', 'z'], '\n');
    expect([column.at(0), column.at(1)]).toEqual(['x\ny', 'z']);
    expect(TextColumn.fromValues(['粤B·1', '沪A·2'], '\n')).toEqual(TextColumn.fromJoined('粤B·1\n沪A·2', '\n', 2));
  });

  it('gives a range of values as the lines they came in, and nothing for a column kept otherwise or a range outside it', () => {
    const column = TextColumn.fromJoined('粤B·1\n\n沪A·2\nX', '\n', 4);
    expect(column?.linesOf(0, 4)).toBe('粤B·1\n\n沪A·2\nX');
    expect(column?.linesOf(1, 3)).toBe('\n沪A·2');
    expect(column?.linesOf(3, 4)).toBe('X');
    expect([column?.linesOf(2, 2), column?.linesOf(-1, 2), column?.linesOf(2, 5)]).toEqual([null, null, null]);
    expect(TextColumn.fromValues(['a', 'b'], '|').linesOf(0, 2)).toBeNull();
  });
});
