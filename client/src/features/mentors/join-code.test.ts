import { describe, expect, it } from 'vitest';
import { JOIN_CODE_MAX_AGE_MS, forgetJoinCode, readJoinCode, rememberJoinCode } from './join-code';
import { memoryStorage } from '../../test-support/memory-storage';

const CODE = 'Ab3_kL9-xQ2mN7pR';

describe("a school link's code is remembered until the application is sent", () => {
  it('reads back the code a visit to /join/<code> kept', () => {
    const storage = memoryStorage();
    rememberJoinCode(CODE, storage, 1_000);
    expect(readJoinCode(storage, 2_000)).toBe(CODE);
    forgetJoinCode(storage);
    expect(readJoinCode(storage, 2_000)).toBeNull();
  });

  it('forgets a code older than two weeks', () => {
    const storage = memoryStorage();
    rememberJoinCode(CODE, storage, 0);
    expect(readJoinCode(storage, JOIN_CODE_MAX_AGE_MS)).toBe(CODE);
    expect(readJoinCode(storage, JOIN_CODE_MAX_AGE_MS + 1)).toBeNull();
  });

  it('keeps nothing that is not a code, and ignores what another script wrote', () => {
    const storage = memoryStorage();
    rememberJoinCode('short', storage, 0);
    expect(storage.length).toBe(0);
    storage.setItem('ctf.joinCode', '{not json');
    expect(readJoinCode(storage, 0)).toBeNull();
    storage.setItem('ctf.joinCode', JSON.stringify({ code: '<script>alert(1)</script>', saved_at: 0 }));
    expect(readJoinCode(storage, 0)).toBeNull();
  });
});
