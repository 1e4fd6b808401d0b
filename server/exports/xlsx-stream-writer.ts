import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { Zip, ZipDeflate } from 'fflate';

/**
 * A streaming .xlsx (Office Open XML) writer for one sheet: rows are turned into XML and deflated
 * chunk by chunk straight into the file, so 100k rows never sit in memory as a workbook and the event
 * loop is given back between chunks. Written on fflate (MIT, pure JS) because exceljs' dependency tree
 * does not install from this project's registry; the parts written here are the minimal set Excel,
 * WPS and LibreOffice open: content types, relationships, workbook, styles (a bold header) and the sheet.
 */
export type Cell = string | number | null;

export interface Column {
  header: string;
  /** in Excel character widths */
  width: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>',
  'xl/_rels/workbook.xml.rels':
    `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
    '</Relationships>',
  'xl/styles.xml':
    `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
    '<fonts count="2"><font><sz val="11"/><name val="等线"/></font><font><b/><sz val="11"/><name val="等线"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
    '</styleSheet>',
};

// characters XML 1.0 cannot carry at all (control characters other than tab, newline, return)
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** 0 → A, 25 → Z, 26 → AA */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: Cell, ref: string, style: string): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function rowXml(cells: readonly Cell[], rowNumber: number, style = ''): string {
  return `<row r="${rowNumber}">${cells.map((cell, i) => cellXml(cell, `${columnName(i)}${rowNumber}`, style)).join('')}</row>`;
}

export class XlsxStreamWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private readonly finished: Promise<void>;
  private failure: Error | null = null;
  private rowNumber = 1;
  private bytes = 0;

  constructor(filePath: string, sheetName: string, columns: readonly Column[]) {
    this.out = createWriteStream(filePath);
    this.finished = new Promise((resolve, reject) => {
      this.out.once('finish', resolve);
      this.out.once('error', reject);
    });
    this.zip = new Zip((error, data, final) => {
      if (error) {
        this.failure = error;
        this.out.destroy(error);
        return;
      }
      this.bytes += data.length;
      this.out.write(data);
      if (final) this.out.end();
    });
    for (const [name, xml] of Object.entries(STATIC_PARTS)) {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(new TextEncoder().encode(xml), true);
    }
    const workbook = new ZipDeflate('xl/workbook.xml', { level: 6 });
    this.zip.add(workbook);
    workbook.push(
      new TextEncoder().encode(
        `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>` +
          `<sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      true,
    );
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    this.zip.add(this.sheet);
    const widths = columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`).join('');
    this.push(
      `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `<cols>${widths}</cols><sheetData>${rowXml(columns.map((column) => column.header), 1, ' s="1"')}`,
    );
  }

  private push(xml: string, final = false): void {
    if (this.failure) throw this.failure;
    this.sheet.push(new TextEncoder().encode(xml), final);
  }

  /** Appends rows and waits while the file stream is backed up. */
  async addRows(rows: readonly (readonly Cell[])[]): Promise<void> {
    this.push(rows.map((cells) => rowXml(cells, (this.rowNumber += 1))).join(''));
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** Closes the sheet and the zip; resolves with the file size in bytes once it is on disk. */
  async finish(): Promise<number> {
    this.push('</sheetData></worksheet>', true);
    this.zip.end();
    await this.finished;
    return this.bytes;
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  async abort(): Promise<void> {
    if (this.out.closed) return;
    this.out.destroy();
    await once(this.out, 'close').catch(() => undefined);
  }
}
