/** The directory given after `--<name>` on the command line (`--profile DIR`, `--trace DIR`), '' when absent. */
export function dirFlag(name: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? '') : '';
}
