import type { MentorInstitution } from '@ctf/shared/schemas/mentors';
import type { InstitutionDraft } from '../competitor/wizard-values';

/**
 * The application's institution step with a school link's school chosen, unless a school from the
 * list is chosen already (the applicant's own choice, in this tab, wins over the link).
 */
export function withJoinSchool(draft: InstitutionDraft, school: MentorInstitution | null): InstitutionDraft {
  if (!school || draft.institution) return draft;
  return {
    ...draft,
    institution_id: school.id,
    institution_name: null,
    institution: { id: school.id, name: school.name, city: school.city },
    isManual: false,
    typed_name: draft.typed_name ?? draft.institution_name ?? undefined,
  };
}
