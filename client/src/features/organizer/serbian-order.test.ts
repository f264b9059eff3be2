import { describe, expect, it } from 'vitest';
import { compareSerbian } from './serbian-order';

describe('compareSerbian', () => {
  it('sorts numbers inside names by value', () => {
    expect(['user_10', 'user_2', 'user_1'].sort(compareSerbian)).toEqual(['user_1', 'user_2', 'user_10']);
  });

  it('puts Č, Ć, Đ, Š and Ž after their base letters, not after Z, in either script', () => {
    expect(['Živković', 'Šarić', 'Zec', 'Савић', 'Čolić', 'Cvetić'].sort(compareSerbian)).toEqual([
      'Cvetić',
      'Čolić',
      'Савић',
      'Šarić',
      'Zec',
      'Živković',
    ]);
  });
});
