import { describe, expect, it } from 'vitest';
import { highlightOf } from './highlight';

describe('the results page', () => {
  it('highlights the top three and tints places up to 71', () => {
    expect([1, 2, 3].map(highlightOf)).toEqual(['top3', 'top3', 'top3']);
    expect([4, 71].map(highlightOf)).toEqual(['tinted', 'tinted']);
    expect([72, 142].map(highlightOf)).toEqual(['none', 'none']);
  });
});
