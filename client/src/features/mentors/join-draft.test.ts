import { describe, expect, it } from 'vitest';
import type { InstitutionDraft } from '../competitor/wizard-values';
import { withJoinSchool } from './join-draft';

const SCHOOL = { id: 7, name: 'Matematička gimnazija', city: 'Beograd' };
const EMPTY: InstitutionDraft = { institution_id: null, institution_name: null, institution: null, isManual: false };

describe("a school link fills in the application's school", () => {
  it('chooses the school when none is chosen', () => {
    expect(withJoinSchool(EMPTY, SCHOOL)).toMatchObject({ institution_id: 7, institution: SCHOOL, isManual: false });
  });

  it('replaces a name typed by hand, keeping it for the "type it" box', () => {
    const typed = { ...EMPTY, institution_name: 'Moja škola', isManual: true };
    expect(withJoinSchool(typed, SCHOOL)).toMatchObject({
      institution_id: 7,
      institution_name: null,
      isManual: false,
      typed_name: 'Moja škola',
    });
  });

  it('leaves a school chosen from the list, and a draft without a link, as they are', () => {
    const chosen = { ...EMPTY, institution_id: 3, institution: { id: 3, name: 'Druga', city: 'Niš' } };
    expect(withJoinSchool(chosen, SCHOOL)).toBe(chosen);
    expect(withJoinSchool(EMPTY, null)).toBe(EMPTY);
  });
});
