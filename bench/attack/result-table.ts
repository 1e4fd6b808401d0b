/** One printed row: `failures` null means the row could not be measured (counted as failing). */
export interface RowOutcome {
  id: number;
  name: string;
  failures: number | null;
  context: string;
  seconds: number;
  skipped?: boolean;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** A Markdown table: readable in a terminal and pasted as is into a report. */
export function formatTable(outcomes: readonly RowOutcome[]): string {
  const lines = ['| # | attack | failures | s | context |', '|---|---|---|---|---|'];
  for (const outcome of outcomes) {
    const failures = outcome.skipped ? '-' : outcome.failures === null ? 'n/a' : String(outcome.failures);
    lines.push(`| ${outcome.id} | ${cell(outcome.name)} | ${failures} | ${outcome.seconds.toFixed(0)} | ${cell(outcome.context)} |`);
  }
  return lines.join('\n');
}
