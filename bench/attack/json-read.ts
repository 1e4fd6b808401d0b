/**
 * Narrow readers for untyped JSON answers: the attack script reads whatever the server sends, so every
 * field is checked before use instead of being cast to a shape the server may not honour.
 */
export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown): JsonRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : null;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** `a.b.c` on nested records; null as soon as a step is missing. */
export function pick(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    const record = asRecord(current);
    if (!record) return null;
    current = record[key];
  }
  return current;
}

export function numbersAt(value: unknown, path: string): number[] {
  return asArray(pick(value, path)).flatMap((item) => {
    const number = asNumber(item);
    return number === null ? [] : [number];
  });
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
