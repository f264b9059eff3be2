import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentorBindingRow } from '@ctf/shared/schemas/mentors';
import { notify } from '@/components/ui/notify';
import { formatDate } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { CardItem } from '../components/CardItem';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Loaded } from '../components/list-placeholder';
import { useNotifyError } from '../errors';
import { InstitutionJoinLink } from './InstitutionJoinLink';
import { UserSearchPick, type PickedUser } from './UserSearchPick';
import '@/locales/mentors';

/** Binds a user found by the people search to the school (which makes them a mentor). */
function BindMentor({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const [formKey, setFormKey] = useState(0);
  const bind = trpc.admin.mentors.bind.useMutation({
    onSuccess: async () => {
      notify({ type: 'success', title: t('mentors.admin.bound', { username: picked?.username ?? '' }) });
      setPicked(null);
      setFormKey((key) => key + 1);
      await utils.admin.mentors.bindings.invalidate();
    },
    onError: notifyError,
  });
  return (
    <Stack gap="3" key={formKey}>
      <UserSearchPick selectedId={picked?.id ?? null} onSelect={setPicked} />
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        disabled={!picked}
        loading={bind.isPending}
        onClick={() => picked && bind.mutate({ user_id: picked.id, institution_id: institutionId })}
      >
        {picked ? t('mentors.admin.bindUser', { username: picked.username }) : t('mentors.admin.bind')}
      </Button>
    </Stack>
  );
}

/** The institution's mentors: who they are, unbinding one (confirmed), binding another. */
function MentorBindings({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const bindings = trpc.admin.mentors.bindings.useQuery({ institution_id: institutionId });
  const [leaving, setLeaving] = useState<MentorBindingRow | null>(null);
  const unbind = trpc.admin.mentors.unbind.useMutation({
    onSuccess: async (_answer, { user_id: userId }) => {
      const username = bindings.data?.find((row) => row.user_id === userId)?.username ?? '';
      setLeaving(null);
      notify({ type: 'success', title: t('mentors.admin.unbound', { username }) });
      await utils.admin.mentors.bindings.invalidate();
    },
    onError: (error) => {
      setLeaving(null);
      notifyError(error);
    },
  });
  return (
    <Loaded query={bindings}>
      {(rows) => (
        <Stack gap="2">
          {rows.length === 0 ? (
            <Text color="fg.muted" data-testid="no-mentors">
              {t('mentors.admin.noMentors')}
            </Text>
          ) : (
            <Stack as="ul" gap="2" aria-label={t('mentors.admin.mentorsTitle')} data-testid="institution-mentors-list">
              {rows.map((row) => (
                <CardItem key={row.user_id}>
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Box minW="0">
                      <Text fontWeight="medium" overflowWrap="anywhere">
                        {row.username}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                        {row.email} · {t('mentors.admin.since', { date: formatDate(row.created_at) })}
                      </Text>
                    </Box>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setLeaving(row)}>
                      {t('mentors.admin.unbind')}
                    </Button>
                  </HStack>
                </CardItem>
              ))}
            </Stack>
          )}
          <ConfirmDialog
            isOpen={leaving !== null}
            onClose={() => setLeaving(null)}
            onConfirm={() => leaving && unbind.mutate({ user_id: leaving.user_id, institution_id: institutionId })}
            isConfirming={unbind.isPending}
            title={t('mentors.admin.unbindTitle')}
            text={t('mentors.admin.unbindText', { username: leaving?.username ?? '' })}
            confirmLabel={t('mentors.admin.unbind')}
            confirmingLabel={t('mentors.admin.unbinding')}
          />
        </Stack>
      )}
    </Loaded>
  );
}

/** The institution edit page's part about mentors and the school's link (issue 33). */
export function InstitutionMentors({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="6" data-testid="institution-mentors">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('mentors.admin.mentorsTitle')}
        </Heading>
        <MentorBindings institutionId={institutionId} />
        <BindMentor institutionId={institutionId} />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('mentors.joinLink.title')}
        </Heading>
        <InstitutionJoinLink institutionId={institutionId} />
      </Stack>
    </Stack>
  );
}
