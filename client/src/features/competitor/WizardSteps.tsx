import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { formFieldErrors, serverMessageOf, useServerMessages } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { trpc } from '../../lib/trpc';
import { Notice } from '../account/Notice';
import type { CompetitorApplication } from '../account/types';
import { forgetJoinCode } from '../mentors/join-code';
import { withJoinSchool } from '../mentors/join-draft';
import type { MentorInstitution } from '@ctf/shared/schemas/mentors';
import { InstitutionStep } from './InstitutionStep';
import { PERSON_FIELDS, PersonStep, type PersonField } from './PersonStep';
import { INSTITUTION_FIELDS } from './resolvers';
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from './wizard-draft';
import { WizardProgress } from './WizardProgress';
import {
  draftsFrom,
  type InstitutionDraft,
  type InstitutionStepOutput,
  type Person,
  type PersonDraft,
} from './wizard-values';

/**
 * The two steps and the submission; the person's details travel to step 2 once they are valid.
 * Each step is an entry in the browser's history (`?step=2`), so Back returns to step 1, and the
 * draft is kept in session storage until it is sent, so a reload loses nothing.
 */
export function WizardSteps({
  previous,
  userId,
  joinSchool,
}: {
  previous: CompetitorApplication | null;
  userId: number;
  /** The school a school link chose (`/join/<code>`), filled in unless one is chosen already. */
  joinSchool: MentorInstitution | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const utils = trpc.useUtils();
  const create = trpc.competitors.create.useMutation();
  const [drafts] = useState(() => {
    const draft = readWizardDraft(userId) ?? { ...draftsFrom(previous), validPerson: null };
    return { ...draft, institution: withJoinSchool(draft.institution, joinSchool) };
  });
  const [personDraft, setPersonDraft] = useState<PersonDraft>(drafts.person);
  const [institutionDraft, setInstitutionDraft] = useState<InstitutionDraft>(drafts.institution);
  const [person, setPerson] = useState<Person | null>(drafts.validPerson);
  const [personErrors, setPersonErrors] = useState<[PersonField, string][]>([]);
  // The failure itself, not its text: the text is read in the interface's language at each render.
  const [serverError, setServerError] = useState<{ error: unknown } | null>(null);
  useServerMessages(serverError !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = person && searchParams.get('step') === '2' ? 2 : 1;

  const saved = useRef({ person: drafts.person, institution: drafts.institution, validPerson: drafts.validPerson });
  const save = useCallback(
    (change: Partial<typeof saved.current>) => {
      saved.current = { ...saved.current, ...change };
      saveWizardDraft(userId, saved.current);
    },
    [userId],
  );

  const onPersonDraft = useCallback((draft: PersonDraft) => save({ person: draft }), [save]);
  const onInstitutionDraft = useCallback(
    (draft: InstitutionDraft) => {
      setInstitutionDraft(draft);
      save({ institution: draft });
    },
    [save],
  );
  const stepName = step === 1 ? t('account.wizard.steps.person') : t('account.wizard.steps.institution');

  // A new step starts at its heading, for keyboards, screen readers and phones scrolled down to the buttons.
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goToStep2 = (valid: Person) => {
    setPersonDraft(valid);
    setPersonErrors([]);
    setPerson(valid);
    save({ person: valid, validPerson: valid });
    void navigate({ search: '?step=2' }, { state: { fromStep1: true } });
  };

  const backToStep1 = (draft: InstitutionDraft) => {
    onInstitutionDraft(draft);
    setServerError(null);
    // The way it came when step 1 is the entry before this one; otherwise (a reload) in place.
    if ((location.state as { fromStep1?: boolean } | null)?.fromStep1) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

  const submit = async (values: InstitutionStepOutput, draft: InstitutionDraft) => {
    if (!person) return [];
    setServerError(null);
    try {
      const result = await create.mutateAsync({ ...person, ...values });
      utils.competitors.me.setData(undefined, result);
      clearWizardDraft(userId);
      forgetJoinCode();
      notify({ type: 'success', title: t('account.wizard.submitted') });
      void navigate(PATHS.account);
      return [];
    } catch (error) {
      setServerError({ error });
      const personFieldErrors = formFieldErrors(error, PERSON_FIELDS);
      if (personFieldErrors.length > 0) {
        // The server judged step 1 differently (a birthday passed midnight): show it there.
        onInstitutionDraft(draft);
        setPersonErrors(personFieldErrors);
        setPerson(null);
        save({ validPerson: null });
        void navigate({ search: '' }, { replace: true });
        return [];
      }
      return formFieldErrors(error, INSTITUTION_FIELDS);
    }
  };

  const errorNotice = serverError && (
    <Notice status="error" title={t('account.wizard.failedTitle')} data-testid="wizard-server-error">
      {serverMessageOf(serverError.error) ?? t('account.wizard.failed')}
    </Notice>
  );

  return (
    <Stack gap="6">
      <WizardProgress step={step} />
      <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        {stepName}
      </Heading>
      {person && step === 2 ? (
        <InstitutionStep
          person={person}
          draft={institutionDraft}
          isSubmitting={create.isPending}
          serverError={errorNotice}
          onBack={backToStep1}
          onSubmit={submit}
          onDraftChange={onInstitutionDraft}
        />
      ) : (
        <>
          <PersonStep
            draft={personDraft}
            serverErrors={personErrors}
            onNext={goToStep2}
            onDraftChange={onPersonDraft}
          />
          {errorNotice}
        </>
      )}
    </Stack>
  );
}
