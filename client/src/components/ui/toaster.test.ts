import { describe, expect, it } from 'vitest';
import { toaster } from './toaster';

describe('toasts follow spec section 9', () => {
  it('show at the bottom centre, at most 3 at a time, for 4 seconds by default', () => {
    expect(toaster.attrs.placement).toBe('bottom');
    expect(toaster.attrs.max).toBe(3);
    expect(toaster.attrs.duration).toBe(4000);
  });
});
