/** The script's flags: every loop of the attack is bounded by one of these. */
export interface AttackArgs {
  vehicles: number;
  /** row 5: idle connections, and as many with a partial header */
  idle: number;
  /** row 5: how long to wait for the server to drop them */
  idleWaitSeconds: number;
  /** row 6: keep-alive connections opened from one address */
  connections: number;
  /** row 8: phones one caller sends codes to */
  smsPhones: number;
  /** row 9: export jobs queued by one user */
  flood: number;
  /** row 9: longest wait for the other user's export */
  exportWaitSeconds: number;
  /** row 14 */
  durability: boolean;
  writers: number;
  durabilitySeconds: number;
  /** only these rows (all when empty) */
  only: readonly number[];
  keep: boolean;
}

const DEFAULTS: AttackArgs = {
  vehicles: 600,
  idle: 500,
  idleWaitSeconds: 90,
  connections: 300,
  smsPhones: 50,
  flood: 200,
  exportWaitSeconds: 60,
  durability: true,
  writers: 16,
  durabilitySeconds: 24,
  only: [],
  keep: false,
};

export const USAGE = `tsx bench/attack/run-attack.ts [--vehicles 600] [--idle 500] [--idle-wait 90] [--connections 300]
  [--sms-phones 50] [--flood 200] [--export-wait 60] [--writers 16] [--durability-seconds 24] [--no-durability]
  [--only 1,5,13] [--keep]`;

function bounded(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got ${raw ?? 'nothing'}`);
  return value;
}

export function parseArgs(argv: readonly string[]): AttackArgs {
  const args: AttackArgs = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const next = (): string | undefined => argv[(i += 1)];
    if (flag === '--vehicles') args.vehicles = bounded(flag, next(), 50, 100_000);
    else if (flag === '--idle') args.idle = bounded(flag, next(), 1, 5_000);
    else if (flag === '--idle-wait') args.idleWaitSeconds = bounded(flag, next(), 5, 300);
    else if (flag === '--connections') args.connections = bounded(flag, next(), 1, 5_000);
    else if (flag === '--sms-phones') args.smsPhones = bounded(flag, next(), 1, 500);
    else if (flag === '--flood') args.flood = bounded(flag, next(), 1, 2_000);
    else if (flag === '--export-wait') args.exportWaitSeconds = bounded(flag, next(), 5, 300);
    else if (flag === '--writers') args.writers = bounded(flag, next(), 1, 64);
    else if (flag === '--durability-seconds') args.durabilitySeconds = bounded(flag, next(), 6, 120);
    else if (flag === '--no-durability') args.durability = false;
    else if (flag === '--only') args.only = (next() ?? '').split(',').map((id) => bounded('--only', id, 1, 14));
    else if (flag === '--keep') args.keep = true;
    else throw new Error(`unknown argument ${flag ?? ''}\n${USAGE}`);
  }
  return args;
}
