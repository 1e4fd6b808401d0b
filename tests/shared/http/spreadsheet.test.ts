import { isSpreadsheetType } from '@shared/http/spreadsheet';

/** The only bodies allowed to lack a flag are spreadsheet downloads (product-spec §5). */
describe('isSpreadsheetType', () => {
  it.each([
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', true],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;charset=UTF-8', true],
    ['application/vnd.ms-excel', true],
    ['Application/Vnd.MS-Excel ; charset=utf-8', true],
    ['application/octet-stream', true],
    ['application/json', false],
    ['application/json;charset=UTF-8', false],
    ['text/html', false],
    ['text/plain', false],
    ['', false],
  ])('%j → %s', (contentType, expected) => {
    expect(isSpreadsheetType(contentType)).toBe(expected);
  });
});
