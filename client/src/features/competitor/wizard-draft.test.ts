import { describe, expect, it } from 'vitest';
import { clearWizardDraft, readWizardDraft, saveWizardDraft, type WizardDraft } from './wizard-draft';
import { memoryStorage } from '../../test-support/memory-storage';

const draft: WizardDraft = {
  person: { first_name: 'Ана', last_name: 'Илић', date_of_birth: '2008-05-04', permanent_residence: 'Београд' },
  institution: { institution_id: null, institution_name: 'Моја школа', institution: null, isManual: true },
  validPerson: null,
};

describe('the application draft', () => {
  it('is kept per user until it is cleared', () => {
    const storage = memoryStorage();
    saveWizardDraft(7, draft, storage);
    expect(readWizardDraft(7, storage)).toEqual(draft);
    expect(readWizardDraft(8, storage)).toBeNull();
    clearWizardDraft(7, storage);
    expect(readWizardDraft(7, storage)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('ctf.competitorDraft.7', '{not json');
    expect(readWizardDraft(7, storage)).toBeNull();
    storage.setItem('ctf.competitorDraft.7', '{"person":null}');
    expect(readWizardDraft(7, storage)).toBeNull();
  });
});
