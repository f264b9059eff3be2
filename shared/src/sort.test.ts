import { describe, expect, it } from 'vitest';
import { ascending, byJson } from './sort';

describe('ascending', () => {
  it('orders numbers by value across digit counts, where a bare sort() would not', () => {
    expect([10, 11, 8, 9].sort(ascending)).toEqual([8, 9, 10, 11]);
    // eslint-disable-next-line no-restricted-syntax -- the behaviour this comparator exists to avoid
    expect([10, 11, 8, 9].sort()).toEqual([10, 11, 8, 9]);
  });

  it('orders text as a bare sort() does', () => {
    const words = ['ž', 'b', 'A', 'a', 'č', '10', '9'];
    // eslint-disable-next-line no-restricted-syntax -- the reference order for text
    expect([...words].sort(ascending)).toEqual([...words].sort());
  });

  it('orders rows by their JSON text', () => {
    expect(
      [
        ['b', 1],
        ['a', 2],
        ['a', 1],
      ].sort(byJson),
    ).toEqual([
      ['a', 1],
      ['a', 2],
      ['b', 1],
    ]);
  });
});
