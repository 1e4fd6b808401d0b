import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every typed client function of `shared/api/*-api.ts` has a caller: a contract test in this folder
 * that calls it against the real server, or app code in main/ or micro/. A function nobody calls
 * is either dead or untested; both are worth a failing test.
 */
const ROOT = join(import.meta.dirname, '../../..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(ROOT, dir, name));
}

function exportedFunctions(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^export (?:async )?function (\w+)/gm)].map((match) => match[1] ?? '');
}

describe('client functions of shared/api', () => {
  it('each is called by a contract test against the real server or by the apps', () => {
    const apiFiles = filesUnder('shared/api', /^[\w-]+-api\.ts$/);
    const callers = [
      ...filesUnder('tests/server/contract', /-contract\.test\.ts$/),
      ...filesUnder('main', /\.tsx?$/),
      ...filesUnder('micro', /\.tsx?$/),
    ].map((file) => readFileSync(file, 'utf8'));
    const functions = apiFiles.flatMap(exportedFunctions);
    expect(functions.length).toBeGreaterThan(50);
    const uncalled = functions.filter((name) => !callers.some((text) => new RegExp(`\\b${name}\\(`).test(text)));
    expect(uncalled).toEqual([]);
  });
});
