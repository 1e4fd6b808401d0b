import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { httpCall, TARGET_HOST } from './http-client';

export interface ServerOptions {
  port: number;
  dataDir: string;
  distDir: string;
  vehicles: number;
  /** stdout and stderr of every start are appended here (the secrets-in-logs row reads it) */
  logFile: string;
  logLevel: string;
}

/**
 * The reference server as a child process: `node --import tsx server/main.ts`, so the child is the
 * server itself and `kill -9` hits it, not a wrapper. Restarts reuse the port, the data directory and
 * the log file.
 */
export interface ServerProcess {
  readonly options: ServerOptions;
  pid(): number | undefined;
  /** SIGTERM, then SIGKILL after 10 s */
  stop(): Promise<void>;
  /** SIGKILL, no clean-up on the server's side */
  kill9(): Promise<void>;
  /** starts it again on the same port and data, resolving once it answers */
  restart(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, TARGET_HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function spawnServer(options: ServerOptions): ChildProcess {
  const log = openSync(options.logFile, 'a');
  try {
    return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--vehicles', String(options.vehicles), '--no-simulator'], {
      env: { ...process.env, PORT: String(options.port), HOST: TARGET_HOST, DATA_DIR: options.dataDir, DIST_DIR: options.distDir, LOG_LEVEL: options.logLevel },
      stdio: ['ignore', log, log],
    });
  } finally {
    closeSync(log);
  }
}

async function waitReady(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      const answer = await httpCall(port, '/oauth/loginPage', { timeoutMs: 5_000 });
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer within ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  let child = spawnServer(options);
  try {
    await waitReady(child, options.port);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    options,
    pid: () => child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
    async kill9() {
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
    },
    async restart() {
      child = spawnServer(options);
      try {
        await waitReady(child, options.port);
      } catch (error) {
        child.kill('SIGKILL');
        throw error;
      }
    },
  };
}
