import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { formFieldErrors, serverMessageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { trpc } from '../../lib/trpc';
import { Notice } from '../account/Notice';
import type { CompetitorApplication } from '../account/types';
import { InstitutionStep } from './InstitutionStep';
import { PERSON_FIELDS, PersonStep, type PersonField } from './PersonStep';
import { INSTITUTION_FIELDS } from './resolvers';
import { WizardProgress } from './WizardProgress';
import {
  draftsFrom,
  type InstitutionDraft,
  type InstitutionStepOutput,
  type Person,
  type PersonDraft,
} from './wizard-values';

/** The two steps and the submission; the person's details travel to step 2 once they are valid. */
export function WizardSteps({ previous }: { previous: CompetitorApplication | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.competitors.create.useMutation();
  const [drafts] = useState(() => draftsFrom(previous));
  const [personDraft, setPersonDraft] = useState<PersonDraft>(drafts.person);
  const [institutionDraft, setInstitutionDraft] = useState<InstitutionDraft>(drafts.institution);
  const [person, setPerson] = useState<Person | null>(null);
  const [personErrors, setPersonErrors] = useState<[PersonField, string][]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = person ? 2 : 1;
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
  };

  const backToStep1 = (draft: InstitutionDraft) => {
    setInstitutionDraft(draft);
    setServerError(null);
    setPerson(null);
  };

  const submit = async (values: InstitutionStepOutput, draft: InstitutionDraft) => {
    if (!person) return [];
    setServerError(null);
    try {
      const result = await create.mutateAsync({ ...person, ...values });
      utils.competitors.me.setData(undefined, result);
      notify({ type: 'success', title: t('account.wizard.submitted') });
      void navigate(PATHS.account);
      return [];
    } catch (error) {
      setServerError(serverMessageOf(error) ?? t('account.wizard.failed'));
      const personFieldErrors = formFieldErrors(error, PERSON_FIELDS);
      if (personFieldErrors.length > 0) {
        // The server judged step 1 differently (a birthday passed midnight): show it there.
        setInstitutionDraft(draft);
        setPersonErrors(personFieldErrors);
        setPerson(null);
        return [];
      }
      return formFieldErrors(error, INSTITUTION_FIELDS);
    }
  };

  const errorNotice = serverError && (
    <Notice status="error" title={t('account.wizard.failedTitle')} data-testid="wizard-server-error">
      {serverError}
    </Notice>
  );

  return (
    <Stack gap="6">
      <WizardProgress step={step} />
      <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        {stepName}
      </Heading>
      {person ? (
        <InstitutionStep
          person={person}
          draft={institutionDraft}
          isSubmitting={create.isPending}
          serverError={errorNotice}
          onBack={backToStep1}
          onSubmit={submit}
        />
      ) : (
        <>
          <PersonStep draft={personDraft} serverErrors={personErrors} onNext={goToStep2} />
          {errorNotice}
        </>
      )}
    </Stack>
  );
}
