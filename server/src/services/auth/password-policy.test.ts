import { describe, expect, it } from 'vitest';
import { isCommonPassword, loadCommonPasswords } from './password-policy';

describe('a common password', () => {
  it('is on the bundled list, whatever its case', () => {
    expect(loadCommonPasswords().has('password123')).toBe(true);
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
  });

  it('is still common with symbols stuck before or after it, however many', () => {
    expect(isCommonPassword('!qwerty123')).toBe(true);
    expect(isCommonPassword('password123!')).toBe(true);
    expect(isCommonPassword('!!!Password123')).toBe(true);
    expect(isCommonPassword('password123#!?')).toBe(true);
  });

  it('is not a list word with a symbol inside it, inside a longer password, or symbols alone', () => {
    expect(isCommonPassword('pass!word')).toBe(false);
    expect(isCommonPassword('pass!word123')).toBe(false);
    expect(isCommonPassword('Lozinka#2026')).toBe(false);
    expect(isCommonPassword('#!?')).toBe(false);
  });
});
