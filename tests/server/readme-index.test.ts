import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRegisteredRoutes } from './route-schemas';

/** The rows of the README's "Endpoint index" table as `METHOD path` strings. */
function indexedRoutes(): Set<string> {
  const readme = readFileSync(new URL('../../server/README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('\n## Endpoint index');
  const end = readme.indexOf('\n## ', start + 1);
  const rows = new Set<string>();
  for (const line of readme.slice(start, end).split('\n')) {
    const match = /^\| ([A-Z, ]+) \| \[?`([^`]+)`/.exec(line);
    if (!match) continue;
    for (const method of (match[1] ?? '').split(',')) rows.add(`${method.trim()} ${match[2] ?? ''}`);
  }
  return rows;
}

describe('server/README.md endpoint index', () => {
  it('lists every registered route with each of its methods (HEAD aside), and nothing that does not exist', async () => {
    const registered = new Set(
      (await listRegisteredRoutes()).flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url}`)),
    );
    const indexed = indexedRoutes();
    expect([...registered].filter((route) => !indexed.has(route)).sort()).toEqual([]);
    expect([...indexed].filter((route) => !registered.has(route)).sort()).toEqual([]);
  });
});
