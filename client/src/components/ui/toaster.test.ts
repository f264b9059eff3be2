import { describe, expect, it } from 'vitest';
import { sameToastId } from './notify';
import { toastPlacement, toaster } from './toaster';

describe('toasts follow spec section 9', () => {
  it('show at the bottom centre, at most 3 at a time, for 4 seconds by default', () => {
    expect(toaster.attrs.placement).toBe('bottom');
    expect(toaster.attrs.max).toBe(3);
    expect(toaster.attrs.duration).toBe(4000);
  });

  it('show at the top on a phone, where they cannot cover the submit button', () => {
    const view = (phone: boolean) => ({ matchMedia: () => ({ matches: phone }) as MediaQueryList });
    expect(toastPlacement(view(true))).toBe('top');
    expect(toastPlacement(view(false))).toBe('bottom');
  });

  it('give the same message the same toast, so it replaces itself instead of stacking', () => {
    const first = sameToastId({ type: 'error', title: 'Too many attempts.' });
    expect(sameToastId({ type: 'error', title: 'Too many attempts.' })).toBe(first);
    expect(sameToastId({ type: 'error', title: 'Another error.' })).not.toBe(first);
    expect(sameToastId({ type: 'success', title: 'Too many attempts.' })).not.toBe(first);
  });
});
