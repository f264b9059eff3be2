import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from './unavailable';

describe('an unreachable dependency', () => {
  it('is recognised by network codes, connection SQLSTATEs and pg messages, also as a cause', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('starting up'), { code: '57P03' }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('lost'), { code: '08006' }))).toBe(true);
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDependencyUnavailable(new Error('wrapped', { cause: new AggregateError([{ code: 'ECONNREFUSED' }]) })),
    ).toBe(true);
  });

  it('is not a bug or a refused statement', () => {
    expect(isDependencyUnavailable(new Error('boom'))).toBe(false);
    expect(isDependencyUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDependencyUnavailable(Object.assign(new Error('no database'), { code: '3D000' }))).toBe(false);
    expect(isDependencyUnavailable(null)).toBe(false);
  });
});
