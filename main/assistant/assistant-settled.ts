/**
 * When the assistant's launcher is on screen, or known not to come (no addresses, the script
 * failed, the session ended): the sub-apps' preloads wait for this, since their script work
 * (wujie, the console's and the reports' bundles) would otherwise run before the launcher paints
 * (issue 13: launcher ≤ 300 ms after login). In the shell's initial chunk: keep it tiny.
 */
let settled = false;
const waiting: (() => void)[] = [];

export function markAssistantSettled(): void {
  if (settled) return;
  settled = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the assistant has settled, or after `capMs` at the latest (a slow network must not hold the preloads). */
export function afterAssistantSettled(run: () => void, capMs: number): void {
  if (settled) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, capMs);
  waiting.push(once);
}
