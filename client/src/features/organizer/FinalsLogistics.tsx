import { DataList } from '@/components/ui/recipes/data-list';
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { REMINDER_HOURS } from '@ctf/shared/schemas/organizer';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { fromDateTimeInput } from './belgrade-time';
import { OrganizerDialog, type CompetitionDialogProps } from './OrganizerDialog';
import { DateTimeText } from './DateTimeInput';

/** Per-competition numbers for planning (issue 12 item 2). */
export function FinalsNumbers({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const numbers = trpc.organizer.finalists.numbers.useQuery({ slug });
  if (!numbers.data) return null;
  const n = numbers.data;
  const items: [string, number][] = [
    [t('organizerArea.ops.finalists.numbers.registered'), n.registrations.total],
    [t('organizerArea.ops.finalists.numbers.accepted'), n.registrations.accepted],
    [t('organizerArea.ops.finalists.numbers.invited'), n.invitations.total],
    [t('organizerArea.ops.finalists.numbers.pending'), n.invitations.pending],
    [t('organizerArea.ops.finalists.numbers.expired'), n.invitations.expired],
    [t('organizerArea.ops.finalists.numbers.attending'), n.invitations.accepted],
    [t('organizerArea.ops.finalists.numbers.declined'), n.invitations.declined],
    [t('organizerArea.ops.finalists.numbers.hotelDay1'), n.hotel_day1],
    [t('organizerArea.ops.finalists.numbers.hotelDay2'), n.hotel_day2],
    [t('organizerArea.ops.finalists.numbers.travel'), n.travel_compensation],
  ];
  return (
    <Stack
      gap="2"
      as="section"
      aria-label={t('organizerArea.ops.finalists.numbersTitle')}
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      p="4"
      bg="bg.panel"
      data-testid="finals-numbers"
    >
      {/* The grid is the list itself: a <dl> holds only its items (a wrapping <div> broke it for screen readers). */}
      <DataList.Root
        orientation="horizontal"
        size="sm"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }}
        gap="2"
        columnGap="6"
      >
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="0" flex="1">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="none" fontWeight="semibold" data-number={label}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** The reminder e-mail to pending invitees, a chosen time before expiry (sent by a scheduled job). */
export function ReminderSelect({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const numbers = trpc.organizer.finalists.numbers.useQuery({ slug });
  const save = trpc.organizer.finalists.setReminder.useMutation({
    onSuccess: async () => {
      notify({ type: 'success', title: t('organizerArea.ops.finalists.reminderSaved') });
      await utils.organizer.finalists.numbers.invalidate({ slug });
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });
  return (
    <Field.Root w="auto" maxW="full" gap="1">
      <Field.Label htmlFor={id} fontSize="sm" color="fg.muted" mb="0">
        {t('organizerArea.ops.finalists.reminder')}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto" disabled={!numbers.data || save.isPending}>
        <NativeSelect.Field
          id={id}
          value={numbers.data?.reminder_hours ?? ''}
          onChange={(event) =>
            save.mutate({
              slug,
              reminder_hours: event.currentTarget.value ? Number(event.currentTarget.value) : null,
            })
          }
          data-testid="reminder-select"
        >
          <option value="">{t('organizerArea.ops.finalists.reminderNone')}</option>
          {REMINDER_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {t('organizerArea.ops.finalists.reminderHours', { count: hours })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function useInvalidateFinals(slug: string) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.organizer.finalists.page.invalidate({ slug }),
      utils.organizer.finalists.numbers.invalidate({ slug }),
    ]);
}

/** An answer-by time in Belgrade time, required and in the future. */
function ExpiryField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{t('organizerArea.finalists.inviteDialog.expiresAt')}</Field.Label>
      <DateTimeText value={value} onChange={onChange} />
      <Field.HelperText>{t('organizerArea.finalists.inviteDialog.expiresAtHint')}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function useExpiry() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    error,
    onChange: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    /** The ISO instant, or undefined (with the field's error shown). */
    read: () => {
      const iso = value ? fromDateTimeInput(value) : null;
      if (!iso) {
        setError(t('organizerArea.validation.expiryRequired'));
        return undefined;
      }
      return iso;
    },
    showServerError: (error: unknown) => setError(serverMessageOf(error) ?? t('organizerArea.genericError')),
    reset: () => {
      setValue('');
      setError(undefined);
    },
  };
}

interface ExpiryDialogProps {
  isOpen: boolean;
  /** Called after the answer-by field is emptied. */
  onClose: () => void;
  expiry: ReturnType<typeof useExpiry>;
  title: string;
  text: string;
  submitLabel: string;
  isPending: boolean;
  /** Sends the action with the answer-by instant. */
  onSubmit: (invitationExpiresAt: string) => void;
  /** The action's answer: it replaces the form, and only Close is left. */
  result?: ReactNode;
  'data-testid': string;
}

/** A finals action that sets a new answer-by time: a sentence, the time, Cancel and the action. */
function ExpiryDialog({
  isOpen,
  onClose,
  expiry,
  title,
  text,
  submitLabel,
  isPending,
  onSubmit,
  result,
  ...rest
}: ExpiryDialogProps) {
  const close = () => {
    expiry.reset();
    onClose();
  };
  return (
    <OrganizerDialog
      isOpen={isOpen}
      onClose={close}
      title={title}
      isBusy={isPending}
      data-testid={rest['data-testid']}
      isDone={Boolean(result)}
      action={{
        label: submitLabel,
        onClick: () => {
          const iso = expiry.read();
          if (iso) onSubmit(iso);
        },
      }}
    >
      {result ? (
        result
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">{text}</Text>
          <ExpiryField value={expiry.value} onChange={expiry.onChange} error={expiry.error} />
        </Stack>
      )}
    </OrganizerDialog>
  );
}

/** Extends one pending invitation (`user` set) or every pending one, with an e-mail each. */
export function ExtendDialog({
  slug,
  user,
  isOpen,
  onClose,
}: CompetitionDialogProps & { user: { id: number; username: string } | null }) {
  const { t } = useTranslation();
  const expiry = useExpiry();
  const invalidate = useInvalidateFinals(slug);
  // Every unanswered invitation, expired or not, is extended: say how many before the organizer confirms.
  const numbers = trpc.organizer.finalists.numbers.useQuery({ slug }, { enabled: isOpen && !user });
  const pendingCount = (numbers.data?.invitations.pending ?? 0) + (numbers.data?.invitations.expired ?? 0);
  const extend = trpc.organizer.finalists.extend.useMutation({
    onSuccess: async (result) => {
      notify({ type: 'success', title: t('organizerArea.ops.finalists.extended', { count: result.extended }) });
      expiry.reset();
      onClose();
      await invalidate();
    },
    onError: expiry.showServerError,
  });
  return (
    <ExpiryDialog
      isOpen={isOpen}
      onClose={onClose}
      expiry={expiry}
      title={
        user
          ? t('organizerArea.ops.finalists.extendTitle', { username: user.username })
          : t('organizerArea.ops.finalists.extendAllTitle')
      }
      text={
        user
          ? t('organizerArea.ops.finalists.extendText')
          : t('organizerArea.ops.finalists.extendAllText', { count: pendingCount })
      }
      submitLabel={t('organizerArea.ops.finalists.extendSubmit')}
      isPending={extend.isPending}
      onSubmit={(iso) => extend.mutate({ slug, invitation_expires_at: iso, ...(user ? { user_ids: [user.id] } : {}) })}
      data-testid="extend-dialog"
    />
  );
}

/** "Invite all accepted registrants" in one step. */
export function InviteAcceptedDialog({ slug, isOpen, onClose }: CompetitionDialogProps) {
  const { t } = useTranslation();
  const expiry = useExpiry();
  const invalidate = useInvalidateFinals(slug);
  const [result, setResult] = useState<string | null>(null);
  const invite = trpc.organizer.finalists.inviteAccepted.useMutation({
    onSuccess: async (answer) => {
      setResult(
        t('organizerArea.ops.finalists.inviteAcceptedDone', {
          count: answer.added_count,
          already: answer.already_invited.length,
          notEligible: answer.not_eligible.length,
        }),
      );
      await invalidate();
    },
    onError: expiry.showServerError,
  });
  return (
    <ExpiryDialog
      isOpen={isOpen}
      onClose={() => {
        setResult(null);
        onClose();
      }}
      expiry={expiry}
      title={t('organizerArea.ops.finalists.inviteAcceptedTitle')}
      text={t('organizerArea.ops.finalists.inviteAcceptedText')}
      submitLabel={t('organizerArea.ops.finalists.inviteAcceptedSubmit')}
      isPending={invite.isPending}
      onSubmit={(iso) => invite.mutate({ slug, invitation_expires_at: iso })}
      result={result && <Text data-testid="invite-accepted-result">{result}</Text>}
      data-testid="invite-accepted-dialog"
    />
  );
}
