import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { XlsxFile } from '@server/exports/xlsx-file';
import { readSheet } from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

const dir = tempDir('fleet-xlsx-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const COLUMNS = [
  { header: '车牌号', width: 14 },
  { header: '速度(km/h)', width: 10 },
  { header: '备注', width: 20 },
];

describe('XlsxFile (write-excel-file in a worker thread)', () => {
  it('writes the header and the rows posted in chunks, and reports the size on disk', async () => {
    const path = join(dir, 'ok.xlsx');
    const file = new XlsxFile(path, '车辆状态', COLUMNS);
    file.addRows([['粤B·12345', 42.5, null]]);
    file.addRows([['京A·7TQ20', 0, '<&> "引号"']]);
    const size = await file.finish();
    expect(size).toBe(readFileSync(path).length);
    expect(await readSheet(readFileSync(path))).toEqual([
      ['车牌号', '速度(km/h)', '备注'],
      ['粤B·12345', 42.5, null],
      ['京A·7TQ20', 0, '<&> "引号"'],
    ]);
  });

  it('leaves no file when aborted before finishing', async () => {
    const path = join(dir, 'aborted.xlsx');
    const file = new XlsxFile(path, '车辆状态', COLUMNS);
    file.addRows([['粤B·12345', 1, null]]);
    await file.abort();
    expect(existsSync(path)).toBe(false);
  });
});
