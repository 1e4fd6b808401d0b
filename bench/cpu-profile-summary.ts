/**
 * Prints where a Chromium CPU profile spent its time: self time per function (name, script, line),
 * the heaviest first, and per script. For the bench's `--profile` output.
 *
 * With `--busiest`, only the longest stretch without an idle sample (the longest task, roughly).
 *
 *   npx tsx bench/cpu-profile-summary.ts .tmp/alarms-profiles/batch-50.cpuprofile [--top 25] [--busiest]
 */
import { readFileSync } from 'node:fs';
import { ms } from './stats';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top N]');
const topAt = process.argv.indexOf('--top');
const top = topAt >= 0 ? Number(process.argv[topAt + 1]) : 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const isIdle = (id: number) => byId.get(id)?.callFrame.functionName === '(idle)';
// the samples to count: all, or the longest run of non-idle ones
let from = 0;
let to = profile.samples.length;
if (process.argv.includes('--busiest')) {
  let best = { from: 0, to: 0, us: 0 };
  let runStart = 0;
  let runUs = 0;
  profile.samples.forEach((id, index) => {
    if (isIdle(id)) {
      runStart = index + 1;
      runUs = 0;
      return;
    }
    runUs += profile.timeDeltas[index + 1] ?? 0;
    if (runUs > best.us) best = { from: runStart, to: index + 1, us: runUs };
  });
  ({ from, to } = best);
  process.stdout.write(`busiest stretch: ${ms(best.us / 1000)} (${to - from} samples)\n`);
}
const selfUs = new Map<number, number>();
for (let index = from; index < to; index += 1) {
  const id = profile.samples[index] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
}

const byFunction = new Map<string, number>();
const byScript = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const script = frame.url.split('/').pop() || '(native)';
  const key = `${frame.functionName || '(anonymous)'}  ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byScript.set(script, (byScript.get(script) ?? 0) + us);
}
const print = (title: string, table: Map<string, number>, count: number) => {
  process.stdout.write(`${title}\n`);
  [...table.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .forEach(([key, us]) => process.stdout.write(`  ${ms(us / 1000).padStart(10)}  ${key}\n`));
};
print('self time by script', byScript, 12);
print('self time by function', byFunction, top);
