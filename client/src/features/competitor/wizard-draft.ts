import type { InstitutionDraft, Person, PersonDraft } from './wizard-values';

/** What the application form holds so far: kept in this tab's session storage until it is sent. */
export interface WizardDraft {
  person: PersonDraft;
  institution: InstitutionDraft;
  /** Step 1's details once they were valid (step 2 can be reopened after a reload). */
  validPerson: Person | null;
}

const keyFor = (userId: number) => `ctf.competitorDraft.${userId}`;

export function readWizardDraft(userId: number, storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    const stored = storage?.getItem(keyFor(userId));
    if (!stored) return null;
    const draft = JSON.parse(stored) as Partial<WizardDraft>;
    return draft.person && draft.institution ? ({ validPerson: null, ...draft } as WizardDraft) : null;
  } catch {
    return null;
  }
}

export function saveWizardDraft(
  userId: number,
  draft: WizardDraft,
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  try {
    storage?.setItem(keyFor(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only a reload loses it.
  }
}

export function clearWizardDraft(userId: number, storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    storage?.removeItem(keyFor(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
