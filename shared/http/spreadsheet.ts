/** Content types a spreadsheet download may carry (the only body allowed to lack a flag, product-spec §5). */
const SPREADSHEET_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
];

export function isSpreadsheetType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return SPREADSHEET_TYPES.includes(type);
}
