import { appendFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { SECOND_MS, MINUTE_MS } from '@shared/constants/time';
import { PRIVATE_FILE_MODE } from '../db/private-files';
import { SMS_PURPOSE_NAMES, type SmsSender } from './sms-sender';

/** The demo "gateway": a file in the data directory. */
export const SMS_OUTBOX_FILE = 'sms-outbox.log';

/**
 * This build's sender: there is no SMS gateway, so each code is appended to `sms-outbox.log` in the
 * data directory, one tab-separated line per code (time, phone, purpose, code, validity), e.g.
 * `2026-01-15T02:00:00.000Z	13800138000	登录	482913	5 分钟内有效`. A developer reads it with
 * `tail -f data/sms-outbox.log`. The file is readable by the server's user only (0600, also when an
 * older file was not), and codes never go to the server log, where whoever reads the log (or its
 * shipping pipeline) could log in as the code's owner.
 */
export function createOutboxSmsSender(dataDir: string, now: () => number): SmsSender {
  const path = join(dataDir, SMS_OUTBOX_FILE);
  let madePrivate = false;
  return {
    // synchronous on purpose: the line is there when the request that asked for the code is answered
    async send(message) {
      const minutes = Math.round((message.expiresIn * SECOND_MS) / MINUTE_MS);
      const line = [new Date(now()).toISOString(), message.phone, SMS_PURPOSE_NAMES[message.purpose], message.code, `${minutes} 分钟内有效`].join('\t');
      appendFileSync(path, `${line}\n`, { mode: PRIVATE_FILE_MODE });
      if (!madePrivate) {
        chmodSync(path, PRIVATE_FILE_MODE);
        madePrivate = true;
      }
    },
  };
}
