import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../features/auth/AuthCard';
import { AuthFooter, AuthPrompt } from '../../features/auth/AuthLink';
import { FormNotice } from '../../features/auth/FormNotice';
import { loadApi } from '../../features/auth/lazy-api';
import { PATHS } from '../../lib/paths';
import '../../locales/security';

/**
 * The link mailed to a new address. Opening it changes nothing (a mail scanner may open links):
 * the button sends the confirmation.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>(token ? 'idle' : 'failed');

  async function confirm() {
    if (!token) return;
    setState('sending');
    try {
      await (await loadApi()).auth.confirmEmailChange.mutate({ token });
      setState('done');
    } catch {
      setState('failed');
    }
  }

  return (
    <AuthCard title={t('security.confirmEmail.title')} description={t('security.confirmEmail.text')}>
      <Stack gap="5">
        {state === 'done' && <FormNotice status="success" title={t('security.confirmEmail.done')} takeFocus />}
        {state === 'failed' && <FormNotice status="error" title={t('security.confirmEmail.failed')} takeFocus />}
        {(state === 'idle' || state === 'sending') && (
          <Button size="lg" colorPalette="brand" loading={state === 'sending'} onClick={() => void confirm()}>
            {t('security.confirmEmail.submit')}
          </Button>
        )}
        <AuthFooter>
          <AuthPrompt to={PATHS.accountSecurity} linkText={t('security.confirmEmail.toAccount')} />
        </AuthFooter>
      </Stack>
    </AuthCard>
  );
}
