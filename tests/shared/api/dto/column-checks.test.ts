import { describe, expect, it } from 'vitest';
import { enumColumn, nullableNumberColumn, numberColumn, stringColumn } from '@shared/api/dto/column-checks';

describe('the vehicle list column checks', () => {
  it('an enum column takes runs of allowed values and refuses anything else, its first entry included', () => {
    const states = enumColumn(['online', 'offline'] as const);
    expect(states.safeParse(['online', 'online', 'offline']).success).toBe(true);
    expect(states.safeParse([undefined]).success).toBe(false);
    expect(states.safeParse(['online', 'online', 'parked']).success).toBe(false);
    expect(states.safeParse('online').success).toBe(false);
  });

  it('number columns refuse null (unless nullable), text and non-finite numbers', () => {
    expect(numberColumn().safeParse([1, 2.5]).success).toBe(true);
    expect(numberColumn().safeParse([1, null]).success).toBe(false);
    expect(numberColumn().safeParse([Number.POSITIVE_INFINITY]).success).toBe(false);
    expect(nullableNumberColumn().safeParse([1, null]).success).toBe(true);
    expect(nullableNumberColumn().safeParse([1, '2']).success).toBe(false);
  });

  it('a text column takes strings only', () => {
    expect(stringColumn().safeParse(['粤B·12345', '']).success).toBe(true);
    expect(stringColumn().safeParse(['粤B·12345', 1]).success).toBe(false);
  });
});
