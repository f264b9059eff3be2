import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { formatDateTime } from '../../lib/dates';
import { errorCodeOf, serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { NEEDS, NO_ANSWER, toAttendanceAnswer, type AttendanceFormValues, type Need } from './attendance';
import { InvitationStatusBadge } from './badges';
import { BooleanMark } from './BooleanMark';
import { ChoiceInput } from '../../components/form/ChoiceInput';
import { CircleCheckIcon } from './icons';
import { Panel } from './Panel';
import { StatusNotice } from './StateViews';
import type { OwnInvitation } from './types';

const NEED_LABELS = {
  hotel_day1: 'competitions.attendance.hotelDay1',
  hotel_day2: 'competitions.attendance.hotelDay2',
  travel_compensation: 'competitions.attendance.travelCompensation',
  excuse_note: 'competitions.attendance.excuseNote',
} as const satisfies Record<Need, string>;

/** A non-pending invitation: its status, what was asked for, and "saved" (spec section 4). */
function AnsweredInvitation({ invitation }: { invitation: OwnInvitation }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('competitions.attendance.yourAnswer')} data-testid="attendance-answered">
      <HStack gap="3" wrap="wrap">
        <InvitationStatusBadge status={invitation.status} />
        <HStack gap="1.5" color="green.400" fontWeight="semibold" data-testid="attendance-saved">
          <CircleCheckIcon aria-hidden="true" />
          <Text as="span">{t('competitions.attendance.saved')}</Text>
        </HStack>
      </HStack>
      {invitation.status === 'accepted' && (
        <Stack as="ul" listStyleType="none" gap="2">
          {NEEDS.map((need) => (
            <HStack as="li" key={need} gap="3" data-need={need}>
              <BooleanMark value={invitation[need]} />
              <Text>{t(NEED_LABELS[need])}</Text>
            </HStack>
          ))}
        </Stack>
      )}
      <Text color="fg.muted">{t('competitions.attendance.savedText')}</Text>
      {invitation.responded_at && (
        <Text fontSize="sm" color="fg.subtle">
          {t('competitions.attendance.answeredAt', { date: formatDateTime(invitation.responded_at) })}
        </Text>
      )}
    </Panel>
  );
}

function AttendanceForm({ slug, invitation }: { slug: string; invitation: OwnInvitation }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<AttendanceFormValues>({ defaultValues: NO_ANSWER });
  const { register, control, setError, clearErrors, formState } = form;
  const attend = trpc.competitions.attend.useMutation({
    onSuccess: async (answer) => {
      await utils.competitions.invitation.cancel({ slug });
      utils.competitions.invitation.setData({ slug }, answer);
    },
    onError: async (error) => {
      notify({ type: 'error', title: serverMessageOf(error) ?? t('competitions.genericError') });
      const code = errorCodeOf(error);
      if (code === 'INVITATION_EXPIRED' || code === 'INVITATION_ANSWERED' || code === 'INVITATION_NOT_FOUND') {
        await utils.competitions.invitation.invalidate({ slug });
      }
    },
  });
  const isAttending = useWatch({ control, name: 'attending' }) === 'yes';

  const submit = form.handleSubmit((values) => {
    const answer = toAttendanceAnswer(values);
    if (!answer) {
      setError('attending', { type: 'required', message: 'choiceRequired' });
      return;
    }
    attend.mutate({ slug, answer });
  });

  return (
    <Panel data-testid="attendance-form">
      <Text>{t('competitions.attendance.invited', { date: formatDateTime(invitation.invitation_expires_at) })}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5">
          <Box
            as="fieldset"
            aria-invalid={formState.errors.attending ? true : undefined}
            aria-describedby={formState.errors.attending ? 'attending-error' : undefined}
          >
            <Text as="legend" fontWeight="semibold" mb="2">
              {t('competitions.attendance.question')}
            </Text>
            {(['yes', 'no'] as const).map((value) => (
              <ChoiceInput
                key={value}
                type="radio"
                value={value}
                label={t(
                  value === 'yes' ? 'competitions.attendance.attending' : 'competitions.attendance.notAttending',
                )}
                {...register('attending', { onChange: () => clearErrors('attending') })}
              />
            ))}
            {formState.errors.attending && (
              <Text id="attending-error" fontSize="sm" color="fg.error" fontWeight="medium" mt="1">
                {t('competitions.attendance.choiceRequired')}
              </Text>
            )}
          </Box>
          {isAttending && (
            <Box as="fieldset" data-testid="attendance-needs">
              <Text as="legend" fontWeight="semibold" mb="2">
                {t('competitions.attendance.needs')}
              </Text>
              {NEEDS.map((need) => (
                <ChoiceInput key={need} type="checkbox" label={t(NEED_LABELS[need])} {...register(need)} />
              ))}
            </Box>
          )}
          <Box>
            <Button type="submit" loading={attend.isPending} loadingText={t('competitions.attendance.submitting')}>
              {t('competitions.attendance.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Panel>
  );
}

/**
 * Spec section 4, finals invitation: no invitation; pending (the form); pending past its expiry
 * ("Invitation Expired", no form); answered (status and "saved").
 */
export function FinalsAttendance({ slug, invitation }: { slug: string; invitation: OwnInvitation | null }) {
  const { t } = useTranslation();
  if (!invitation) {
    return (
      <StatusNotice
        status="info"
        title={t('competitions.attendance.noInvitationTitle')}
        text={t('competitions.attendance.noInvitation')}
        data-testid="no-invitation"
      />
    );
  }
  if (invitation.status !== 'pending') return <AnsweredInvitation invitation={invitation} />;
  if (invitation.expired) {
    return (
      <StatusNotice
        status="warning"
        title={t('competitions.attendance.expiredTitle')}
        text={t('competitions.attendance.expired', { date: formatDateTime(invitation.invitation_expires_at) })}
        data-testid="invitation-expired"
      />
    );
  }
  return <AttendanceForm slug={slug} invitation={invitation} />;
}
