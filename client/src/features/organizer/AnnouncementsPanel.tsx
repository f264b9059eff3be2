import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Progress } from '@/components/ui/recipes/progress';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { Language } from '@ctf/shared/i18n/languages';
import {
  INVITATION_STATUSES,
  REGISTRATION_STATUSES,
  type InvitationStatus,
  type RegistrationStatus,
} from '@ctf/shared/schemas/competition';
import {
  ANNOUNCEMENT_AUDIENCES,
  ZAnnouncementSchema,
  type AnnouncementAudience,
  type TAnnouncementInput,
} from '@ctf/shared/schemas/organizer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form/FormField';
import { useFieldErrorText, validationTexts } from '../../components/form/use-field-error-text';
import { useZodForm } from '../../components/form/use-zod-form';
import { notify } from '../../components/ui/notify';
import { formatDateTime } from '../../lib/dates';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { LoadError } from '../competitions/StateViews';
import type { Competition } from '../competitions/types';
import { SendIcon } from './icons';
import { OrganizerDialog } from './OrganizerDialog';
import { OptionSelect } from '../../components/select/OptionSelect';

const EMPTY_TEXTS = { subject_sr: '', body_sr: '', subject_en: '', body_en: '' };
type TextField = keyof typeof EMPTY_TEXTS;

/** The announcement's own texts; any other key (a text too long) reads as the organizer forms' "not valid". */
const ANNOUNCEMENT_TEXTS = validationTexts({
  keys: ['announcementSubjectRequired', 'announcementTextRequired', 'invalid'] as const,
  prefix: 'organizerArea.ops.announcements.validation',
});

/** One announcement in the history: its progress while the queue sends, and who got it. */
function AnnouncementItem({
  slug,
  item,
}: {
  slug: string;
  item: {
    id: number;
    audience: AnnouncementAudience;
    subject_sr: string;
    subject_en: string;
    recipient_count: number;
    sent_count: number;
    created_at: string;
    created_by: string;
  };
}) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const subject = i18n.language === 'en' ? item.subject_en || item.subject_sr : item.subject_sr || item.subject_en;
  const detail = trpc.organizer.announcements.get.useQuery({ slug, id: item.id }, { enabled: isOpen });
  const done = item.sent_count >= item.recipient_count;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      p="4"
      bg="bg.panel"
      data-testid="announcement"
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {subject}
          </Text>
          <Badge variant="subtle">{t(`organizerArea.ops.announcements.audiences.${item.audience}`)}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(item.created_at)} · {t('organizerArea.ops.announcements.by', { name: item.created_by })}
        </Text>
        <Progress.Root
          value={item.recipient_count ? (item.sent_count / item.recipient_count) * 100 : 100}
          size="sm"
          colorPalette={done ? 'green' : 'blue'}
          aria-label={t('organizerArea.ops.announcements.progress', {
            sent: item.sent_count,
            total: item.recipient_count,
          })}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" data-testid="announcement-progress">
            {t('organizerArea.ops.announcements.progress', { sent: item.sent_count, total: item.recipient_count })}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen}>
            {t('organizerArea.ops.announcements.showRecipients')}
          </Button>
        </HStack>
        {isOpen && detail.data && (
          <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" data-testid="announcement-recipients">
            {detail.data.recipients.map((r) => (
              <HStack as="li" key={r.email} gap="2" wrap="wrap">
                <Text overflowWrap="anywhere">{r.email}</Text>
                <Badge size="sm" variant="outline">
                  {r.language}
                </Badge>
                <Text color="fg.muted">
                  {r.sent ? t('organizerArea.ops.announcements.sentYes') : t('organizerArea.ops.announcements.sentNo')}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Issue 12 item 3: write to a competition's registrants (by status), finalists (by answer) or the
 * CTF team, in Serbian and/or English; the count and a preview come before sending; the history
 * shows each announcement's progress and recipients.
 */
export function AnnouncementsPanel({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const { slug } = competition;
  const utils = trpc.useUtils();
  const defaultValues: TAnnouncementInput = {
    slug,
    audience: competition.stage === 'finals' ? 'finalists' : 'registrants',
    registration_statuses: [],
    invitation_statuses: [],
    ...EMPTY_TEXTS,
  };
  // Checked again only on the next preview: the errors clear as the texts are typed.
  const { form, field } = useZodForm(ZAnnouncementSchema, { defaultValues, recheckOn: 'submit' });
  const errorText = useFieldErrorText(ANNOUNCEMENT_TEXTS, { invalid: t('organizerArea.validation.invalid') });
  const { errors } = form.formState;
  const [isPreviewing, setIsPreviewing] = useState(false);
  // The recipients and texts as they are typed: the count follows them, the preview shows them.
  const values = form.watch();
  const { audience } = values;
  const registrationStatuses = values.registration_statuses ?? [];
  const invitationStatuses = values.invitation_statuses ?? [];
  const recipients = {
    slug,
    audience,
    registration_statuses: audience === 'registrants' ? registrationStatuses : [],
    invitation_statuses: audience === 'finalists' ? invitationStatuses : [],
  };
  const count = trpc.organizer.announcements.count.useQuery(recipients);
  const history = trpc.organizer.announcements.list.useQuery(
    { slug },
    {
      // While the queue sends, the progress is read again every two seconds.
      refetchInterval: (query) => (query.state.data?.some((a) => a.sent_count < a.recipient_count) ? 2000 : false),
    },
  );
  const send = trpc.organizer.announcements.send.useMutation({
    onSuccess: async (result) => {
      notify({ type: 'success', title: t('organizerArea.ops.announcements.sent', { count: result.recipient_count }) });
      setIsPreviewing(false);
      form.reset({ ...form.getValues(), ...EMPTY_TEXTS });
      await utils.organizer.announcements.list.invalidate({ slug });
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });

  const input = { ...EMPTY_TEXTS, ...values, ...recipients };
  const preview = form.handleSubmit(() => setIsPreviewing(true));
  const toggle = <T extends string>(list: T[], set: (next: T[]) => void, value: T, on: boolean) =>
    set(on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));
  const setRegistrationStatuses = (next: RegistrationStatus[]) => form.setValue('registration_statuses', next);
  const setInvitationStatuses = (next: InvitationStatus[]) => form.setValue('invitation_statuses', next);
  const total = count.data?.total ?? 0;
  const languages = (['sr', 'en'] as Language[]).filter((lang) => input[`subject_${lang}`]);

  const textField = (name: TextField, label: string, multiline: boolean) => (
    <FormField label={label} error={errorText(errors[name])}>
      {multiline ? <Textarea rows={6} {...field(name)} /> : <Input maxLength={200} {...field(name)} />}
    </FormField>
  );

  return (
    <Stack gap="6">
      <Text color="fg.muted" maxW="3xl">
        {t('organizerArea.ops.announcements.description')}
      </Text>
      <Stack gap="4" as="section" aria-labelledby="announcement-new" data-testid="announcement-form">
        <Heading as="h2" size="md" id="announcement-new">
          {t('organizerArea.ops.announcements.newTitle')}
        </Heading>
        <Field.Root maxW="sm">
          <Field.Label>{t('organizerArea.ops.announcements.audience')}</Field.Label>
          <OptionSelect
            {...field('audience')}
            options={ANNOUNCEMENT_AUDIENCES}
            labelOf={(a) => t(`organizerArea.ops.announcements.audiences.${a}`)}
          />
        </Field.Root>
        {audience !== 'ctf_team' && (
          <Stack gap="2" role="group" aria-labelledby="announcement-statuses">
            <Text fontSize="sm" fontWeight="medium" id="announcement-statuses">
              {audience === 'registrants'
                ? t('organizerArea.ops.announcements.registrationStatuses')
                : t('organizerArea.ops.announcements.invitationStatuses')}
            </Text>
            <HStack gap="4" wrap="wrap">
              {(audience === 'registrants' ? REGISTRATION_STATUSES : INVITATION_STATUSES).map((value) => {
                const checked =
                  audience === 'registrants'
                    ? registrationStatuses.includes(value as RegistrationStatus)
                    : invitationStatuses.includes(value as InvitationStatus);
                const onChange = (on: boolean) =>
                  audience === 'registrants'
                    ? toggle(registrationStatuses, setRegistrationStatuses, value as RegistrationStatus, on)
                    : toggle(invitationStatuses, setInvitationStatuses, value as InvitationStatus, on);
                return (
                  <Checkbox.Root
                    key={value}
                    checked={checked}
                    onCheckedChange={(details) => onChange(details.checked === true)}
                    value={value}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {audience === 'registrants'
                        ? t(`competitions.registrationStatus.${value as 'pending'}`)
                        : t(`organizerArea.ops.announcements.invitation.${value as 'pending'}`)}
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </HStack>
          </Stack>
        )}
        <Text fontWeight="medium" data-testid="announcement-count" aria-live="polite">
          {count.data
            ? t('organizerArea.ops.announcements.count', count.data)
            : count.isError
              ? serverMessageOf(count.error)
              : '\u00a0'}
        </Text>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Stack gap="3">
            {textField('subject_sr', t('organizerArea.ops.announcements.subjectSr'), false)}
            {textField('body_sr', t('organizerArea.ops.announcements.bodySr'), true)}
          </Stack>
          <Stack gap="3">
            {textField('subject_en', t('organizerArea.ops.announcements.subjectEn'), false)}
            {textField('body_en', t('organizerArea.ops.announcements.bodyEn'), true)}
          </Stack>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('organizerArea.ops.announcements.hint')}
        </Text>
        <HStack>
          <Button onClick={() => void preview()} disabled={total === 0}>
            {t('organizerArea.ops.announcements.preview')}
          </Button>
          {count.data && total === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('organizerArea.ops.announcements.noRecipients')}
            </Text>
          )}
        </HStack>
      </Stack>

      <Stack gap="3" as="section" aria-labelledby="announcement-history">
        <Heading as="h2" size="md" id="announcement-history">
          {t('organizerArea.ops.announcements.historyTitle')}
        </Heading>
        {history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data?.length === 0 ? (
          <Text color="fg.muted">{t('organizerArea.ops.announcements.historyEmpty')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="announcement-history">
            {history.data?.map((item) => (
              <AnnouncementItem key={item.id} slug={slug} item={item} />
            ))}
          </Stack>
        )}
      </Stack>

      <OrganizerDialog
        isOpen={isPreviewing}
        onClose={() => setIsPreviewing(false)}
        title={t('organizerArea.ops.announcements.previewTitle')}
        isBusy={send.isPending}
        size="lg"
        data-testid="announcement-preview"
        cancelLabel={t('organizerArea.ops.announcements.back')}
        action={{
          label: (
            <>
              <SendIcon />
              {t('organizerArea.ops.announcements.send', { count: total })}
            </>
          ),
          pendingLabel: t('organizerArea.ops.announcements.sending'),
          onClick: () => send.mutate(input),
        }}
      >
        <Stack gap="5">
          {languages.map((lang) => {
            // Who reads which: their own language when written, otherwise the one written.
            const readers = languages.length === 2 ? (count.data?.[lang] ?? 0) : total;
            return (
              <Stack key={lang} gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="3">
                <Text fontSize="sm" color="fg.muted">
                  {t('organizerArea.ops.announcements.previewFor', {
                    language: t(`organizerArea.ops.announcements.languages.${lang}`),
                    count: readers,
                  })}
                </Text>
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {input[`subject_${lang}`]}
                </Text>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {input[`body_${lang}`]}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      </OrganizerDialog>
    </Stack>
  );
}
