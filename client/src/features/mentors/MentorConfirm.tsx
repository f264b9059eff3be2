import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentorInstitution } from '@ctf/shared/schemas/mentors';
import { fieldErrorsOf, serverMessageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { useInterfaceScript } from '../../lib/script';
import { AuthCard } from '../auth/AuthCard';
import { AuthFooter, AuthPrompt } from '../auth/AuthLink';
import { FormNotice } from '../auth/FormNotice';
import { MailedLinkPending, useMailedTokenCall } from '../auth/mailed-link';
import '../../locales/mentors';

type Outcome =
  { status: 'confirmed'; institution: MentorInstitution } | { status: 'failed'; message: string | undefined };

/**
 * `/mentor-confirm?token=…`: the institution's contact opened the link a teacher's request mailed
 * them. Opening the page is not the confirmation (a mail scanner may fetch links): the page sends
 * it, once, as the e-mail verification page does.
 */
export function MentorConfirm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useMailedTokenCall(token, {
    send: (api, value) => api.mentors.confirmRequest.mutate({ token: value }),
    onAnswer: ({ institution }) => setOutcome({ status: 'confirmed', institution }),
    onError: (error) => {
      // A malformed token is a field error; it means the same as an expired one to the reader.
      const message = fieldErrorsOf(error)?.token ? t('mentors.confirm.invalid') : serverMessageOf(error);
      setOutcome({ status: 'failed', message });
    },
  });

  let body;
  if (token && !outcome) {
    body = <MailedLinkPending text={t('mentors.confirm.confirming')} />;
  } else if (outcome?.status === 'confirmed') {
    body = (
      <Stack gap="4" data-testid="mentor-confirmed">
        <FormNotice status="success" title={t('mentors.confirm.successTitle')}>
          {t('mentors.confirm.successText', {
            school: `${inScript(outcome.institution.name)} (${inScript(outcome.institution.city)})`,
          })}
        </FormNotice>
      </Stack>
    );
  } else {
    body = (
      <Box data-testid="mentor-confirm-failed">
        <FormNotice status="error" title={t('mentors.confirm.failedTitle')}>
          {token ? (outcome?.message ?? t('mentors.confirm.invalid')) : t('mentors.confirm.missingToken')}
        </FormNotice>
      </Box>
    );
  }

  return (
    <AuthCard title={t('mentors.confirm.title')} description={t('mentors.confirm.description')}>
      {body}
      <AuthFooter>
        <AuthPrompt to={PATHS.home} linkText={t('mentors.confirm.home')} />
      </AuthFooter>
    </AuthCard>
  );
}
