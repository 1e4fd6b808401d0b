// The .xlsx file of one export job, built in a worker thread.
//
// write-excel-file builds the whole workbook in memory and zips it synchronously: seconds of CPU for
// 100k rows, which on the main thread would stall every API request. Here it stalls only this thread.
// Plain JavaScript on purpose: the worker must start the same way under `tsx server/main.ts`, under
// vitest and in any later build, without depending on a TypeScript loader reaching worker threads.
// It receives plain rows (arrays of strings, numbers and nulls), so it needs nothing from the server.
//
// Protocol (see xlsx-file.ts): workerData { filePath, sheetName, columns: [{ header, width }] };
// messages in: { type: 'rows', rows } …, then { type: 'finish' }; out: { type: 'done', size } or
// { type: 'failed', message }.
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import writeXlsxFile from 'write-excel-file/node';

const { filePath, sheetName, columns } = workerData;
const sheet = [columns.map((column) => ({ value: column.header, fontWeight: 'bold' }))];

async function finish() {
  try {
    await writeXlsxFile(sheet, {
      // Excel refuses sheet names over 31 characters
      sheet: sheetName.slice(0, 31),
      columns: columns.map((column) => ({ width: column.width })),
      stickyRowsCount: 1,
    }).toFile(filePath);
    parentPort.postMessage({ type: 'done', size: statSync(filePath).size });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'rows') {
    for (const row of message.rows) sheet.push(row);
  } else if (message.type === 'finish') {
    void finish();
  }
});
