import { Worker } from 'node:worker_threads';

/**
 * One export's .xlsx, written by `write-excel-file` (MIT, on fflate) in a worker thread
 * (`xlsx-worker.mjs`). The export runner reads rows in chunks on the main thread and posts them here;
 * `finish()` has the worker build and write the file. The main thread never builds the workbook, so a
 * 100k-row export costs it only the queries and the posting of plain rows.
 */
export type Cell = string | number | null;

export interface Column {
  header: string;
  /** in Excel character widths */
  width: number;
}

type WorkerReply = { type: 'done'; size: number } | { type: 'failed'; message: string };

const WORKER_URL = new URL('./xlsx-worker.mjs', import.meta.url);

export class XlsxFile {
  private readonly worker: Worker;
  private readonly result: Promise<number>;

  constructor(filePath: string, sheetName: string, columns: readonly Column[]) {
    this.worker = new Worker(WORKER_URL, { workerData: { filePath, sheetName, columns } });
    this.result = new Promise<number>((resolve, reject) => {
      this.worker.once('message', (reply: WorkerReply) => {
        if (reply.type === 'done') resolve(reply.size);
        else reject(new Error(`xlsx worker failed: ${reply.message}`));
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`xlsx worker exited with code ${code}`)));
    });
    // a rejection nobody awaits yet (abort before finish) must not crash the process
    this.result.catch(() => undefined);
  }

  /** Hands rows to the worker (a structured copy; the caller may reuse its arrays). */
  addRows(rows: readonly (readonly Cell[])[]): void {
    this.worker.postMessage({ type: 'rows', rows });
  }

  /** Builds and writes the file in the worker; resolves with its size in bytes once it is on disk. */
  async finish(): Promise<number> {
    this.worker.postMessage({ type: 'finish' });
    try {
      return await this.result;
    } finally {
      await this.worker.terminate();
    }
  }

  /** Stops the worker; the caller removes any partial file. */
  async abort(): Promise<void> {
    await this.worker.terminate();
  }
}
