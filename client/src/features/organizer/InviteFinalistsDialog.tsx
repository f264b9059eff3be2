import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { fieldErrorsOf, serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormField } from '../../components/form/FormField';
import { checkInvite, type InviteFormValues } from './invite-form';
import { OrganizerDialog, type CompetitionDialogProps } from './OrganizerDialog';
import { useFieldErrorText } from './use-field-error-text';
import { DateTimeInput } from './DateTimeInput';

interface InviteResult {
  added_count: number;
  not_found: string[];
  already_invited: string[];
  not_eligible: string[];
}

function AddressList({ title, emails, testId }: { title: string; emails: string[]; testId: string }) {
  if (emails.length === 0) return null;
  return (
    <Stack gap="1" data-testid={testId}>
      <Text fontWeight="medium">{title}</Text>
      <Stack as="ul" gap="0.5" listStyleType="none" color="fg.muted" fontSize="sm">
        {emails.map((email) => (
          <Text as="li" key={email} overflowWrap="anywhere">
            {email}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

const EMPTY: InviteFormValues = { emails: '', expires_at: '' };

/**
 * Spec: the invite dialog, a multi-line e-mail list and an expiry. The answer says how many were
 * invited and which addresses have no account or were invited before (DECISIONS).
 */
export function InviteFinalistsDialog({ slug, isOpen, onClose }: CompetitionDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const utils = trpc.useUtils();
  const [result, setResult] = useState<InviteResult | null>(null);
  const [invalidLines, setInvalidLines] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');
  const [isOverridden, setIsOverridden] = useState(false);
  const form = useForm<InviteFormValues>({ defaultValues: EMPTY });
  const {
    register,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const invite = trpc.organizer.finalists.invite.useMutation({
    onSuccess: async (answer, input) => {
      // The override sends only the addresses listed as not eligible: its answer adds to the first one.
      setResult((first) =>
        input.include_not_eligible && first
          ? {
              added_count: first.added_count + answer.added_count,
              not_found: first.not_found,
              already_invited: [...first.already_invited, ...answer.already_invited],
              not_eligible: answer.not_eligible,
            }
          : answer,
      );
      notify({
        type: answer.added_count > 0 ? 'success' : 'info',
        title: t('organizerArea.finalists.invited', { count: answer.added_count }),
      });
      await utils.organizer.finalists.invalidate();
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error) ?? {};
      const emailsKey = Object.entries(fieldErrors).find(([path]) => path.startsWith('emails'))?.[1][0];
      const expiryKey = fieldErrors.invitation_expires_at?.[0];
      if (emailsKey) setError('emails', { type: 'server', message: emailsKey });
      if (expiryKey) setError('expires_at', { type: 'server', message: expiryKey });
      if (!emailsKey && !expiryKey) {
        notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') });
      }
    },
  });

  const close = () => {
    onClose();
    setResult(null);
    setInvalidLines([]);
    setIsOverridden(false);
    form.reset(EMPTY);
  };

  const submit = form.handleSubmit((values) => {
    const check = checkInvite(values);
    if (!check.ok) {
      setInvalidLines(check.invalidLines);
      for (const [name, key] of Object.entries(check.errors) as [keyof InviteFormValues, string][]) {
        setError(name, { type: 'validate', message: key });
      }
      return;
    }
    setExpiry(check.invitationExpiresAt);
    invite.mutate({ slug, emails: check.emails, invitation_expires_at: check.invitationExpiresAt });
  });

  const emailsError =
    errors.emails?.message === 'emailLinesInvalid'
      ? t('organizerArea.validation.emailLinesInvalid', { lines: invalidLines.join(', ') })
      : errorText(errors.emails);

  return (
    <OrganizerDialog
      isOpen={isOpen}
      onClose={close}
      title={
        result ? t('organizerArea.finalists.inviteDialog.resultTitle') : t('organizerArea.finalists.inviteDialog.title')
      }
      isBusy={invite.isPending}
      data-testid="invite-dialog"
      isDone={result !== null}
      action={{
        label: t('organizerArea.finalists.inviteDialog.submit'),
        pendingLabel: t('organizerArea.finalists.inviteDialog.submitting'),
        form: 'invite-finalists-form',
      }}
    >
      {result ? (
        <Stack gap="4" data-testid="invite-result">
          <Alert.Root status={result.added_count > 0 ? 'success' : 'info'}>
            <Alert.Indicator />
            <Alert.Title data-testid="invite-added">
              {t('organizerArea.finalists.inviteDialog.added', { count: result.added_count })}
            </Alert.Title>
          </Alert.Root>
          <AddressList
            title={t('organizerArea.finalists.inviteDialog.notFound')}
            emails={result.not_found}
            testId="invite-not-found"
          />
          <AddressList
            title={t('organizerArea.finalists.inviteDialog.alreadyInvited')}
            emails={result.already_invited}
            testId="invite-already-invited"
          />
          <AddressList
            title={t('organizerArea.finalists.inviteDialog.notEligible')}
            emails={result.not_eligible}
            testId="invite-not-eligible"
          />
          {result.not_eligible.length > 0 && !isOverridden && (
            <Button
              alignSelf="flex-start"
              variant="outline"
              loading={invite.isPending}
              onClick={() => {
                setIsOverridden(true);
                invite.mutate({
                  slug,
                  emails: result.not_eligible,
                  invitation_expires_at: expiry,
                  include_not_eligible: true,
                });
              }}
            >
              {t('organizerArea.finalists.inviteDialog.inviteAnyway')}
            </Button>
          )}
        </Stack>
      ) : (
        <form id="invite-finalists-form" onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <FormField
              label={t('organizerArea.finalists.inviteDialog.emails')}
              error={emailsError}
              hint={t('organizerArea.finalists.inviteDialog.emailsHint')}
            >
              <Textarea
                {...register('emails', { onChange: () => clearErrors('emails') })}
                rows={6}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={'ana@example.org\nmarko@example.org'}
              />
            </FormField>
            <FormField
              label={t('organizerArea.finalists.inviteDialog.expiresAt')}
              error={errorText(errors.expires_at)}
              hint={t('organizerArea.finalists.inviteDialog.expiresAtHint')}
            >
              <DateTimeInput control={form.control} name="expires_at" onEdit={() => clearErrors('expires_at')} />
            </FormField>
          </Stack>
        </form>
      )}
    </OrganizerDialog>
  );
}
