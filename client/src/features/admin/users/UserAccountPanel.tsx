import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@/components/ui/recipes/data-list';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { useSignedInUser } from '../../auth/signed-in-user';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { StatusBadge } from '../competitors/StatusBadge';
import { useNotifyError } from '../errors';
import { ADMIN_PATHS } from '../paths';
import type { AdminUserDetails } from '../types';

/** One fact of the account: its name, then its value and the actions on it in a wrapping row. */
function AccountFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item flexWrap="wrap">
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <HStack gap="3" wrap="wrap">
          {children}
        </HStack>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

type Confirming = 'suspend' | 'restore' | 'sessions' | 'markVerified' | null;

/**
 * The user page's account facts and actions: sign-in state (suspend / restore), sessions (count, end
 * all), e-mail verification (resend the link, mark verified), linked accounts and competitor status.
 */
export function UserAccountPanel({ details }: { details: AdminUserDetails }) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { user, signed_in: sessions, linked, competitor } = details;
  const done = (title: string) => async (next: AdminUserDetails) => {
    utils.admin.users.get.setData({ id: user.id }, next);
    setConfirming(null);
    notify({ type: 'success', title });
    await utils.admin.users.list.invalidate();
  };
  const suspend = trpc.admin.users.suspend.useMutation({ onError: notifyError });
  const restore = trpc.admin.users.restore.useMutation({ onError: notifyError });
  const revoke = trpc.admin.users.revokeSessions.useMutation({ onError: notifyError });
  const resend = trpc.admin.users.resendVerification.useMutation({ onError: notifyError });
  const mark = trpc.admin.users.markVerified.useMutation({ onError: notifyError });
  const titles = {
    suspend: t('admin.users.account.suspended', { username: user.username }),
    restore: t('admin.users.account.restored', { username: user.username }),
    sessions: t('admin.users.account.sessionsEnded'),
    markVerified: t('admin.users.account.markedVerified'),
  };
  const busy = suspend.isPending || restore.isPending || revoke.isPending || resend.isPending || mark.isPending;
  const isSelf = me.id === user.id;

  const confirmations = {
    suspend: { mutation: suspend, label: t('admin.users.account.suspend') },
    restore: { mutation: restore, label: t('admin.users.account.restore') },
    sessions: { mutation: revoke, label: t('admin.users.account.endSessions') },
    markVerified: { mutation: mark, label: t('admin.users.account.markVerified') },
  } as const;
  const current = confirming ? confirmations[confirming] : null;

  return (
    <>
      <DataList.Root orientation="horizontal" size="sm" gap="3" data-testid="user-account">
        <AccountFact label={t('admin.users.account.signIn')}>
          {user.suspended_at ? (
            <Badge colorPalette="red" data-testid="suspended-badge">
              {t('admin.users.account.suspendedSince', { date: formatDateTime(user.suspended_at) })}
            </Badge>
          ) : (
            <Badge colorPalette="green">{t('admin.users.account.active')}</Badge>
          )}
          {user.suspended_at ? (
            <Button size="xs" variant="outline" onClick={() => setConfirming('restore')} disabled={busy}>
              {t('admin.users.account.restore')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming('suspend')}
              disabled={busy || isSelf}
            >
              {t('admin.users.account.suspend')}
            </Button>
          )}
        </AccountFact>
        <AccountFact label={t('admin.users.account.sessions')}>
          <Text data-testid="session-count">{t('admin.users.account.sessionCount', { count: sessions.count })}</Text>
          {sessions.count > 0 && (
            <Button size="xs" variant="outline" onClick={() => setConfirming('sessions')} disabled={busy}>
              {t('admin.users.account.endSessions')}
            </Button>
          )}
        </AccountFact>
        <AccountFact label={t('admin.users.edit.emailStatus')}>
          <Badge colorPalette={user.email_verified_at ? 'green' : 'orange'} data-testid="email-status">
            {user.email_verified_at ? t('admin.users.edit.verified') : t('admin.users.edit.notVerified')}
          </Badge>
          {!user.email_verified_at && (
            <>
              <Button
                size="xs"
                variant="outline"
                onClick={() =>
                  resend.mutate(
                    { id: user.id },
                    { onSuccess: done(t('admin.users.account.verificationSent', { email: user.email })) },
                  )
                }
                loading={resend.isPending}
                disabled={busy}
              >
                {t('admin.users.account.resend')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => setConfirming('markVerified')} disabled={busy}>
                {t('admin.users.account.markVerified')}
              </Button>
            </>
          )}
        </AccountFact>
        <AccountFact label={t('admin.users.account.linked')}>
          <Text>
            Discord: {linked.discord?.username ?? t('admin.users.account.notLinked')} · GitHub:{' '}
            {linked.github?.username ?? t('admin.users.account.notLinked')}
          </Text>
        </AccountFact>
        {details.imported_at && (
          <AccountFact label={t('admin.users.account.origin')}>
            <Text data-testid="imported-on">
              {t('admin.users.account.importedOn', { date: formatDateTime(details.imported_at) })}
            </Text>
          </AccountFact>
        )}
        <AccountFact label={t('admin.users.account.competitor')}>
          {competitor ? (
            <>
              <StatusBadge status={competitor.status} />
              <Link asChild colorPalette="brand" textDecoration="underline">
                <RouterLink to={`${ADMIN_PATHS.competitorTab('all')}?search=${encodeURIComponent(user.username)}`}>
                  {t('admin.users.account.openCompetitor')}
                </RouterLink>
              </Link>
            </>
          ) : (
            <Text color="fg.muted">{t('admin.users.account.noApplication')}</Text>
          )}
        </AccountFact>
      </DataList.Root>
      <ConfirmDialog
        isOpen={current !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming || !current) return;
          current.mutation.mutate({ id: user.id }, { onSuccess: done(titles[confirming]) });
        }}
        isConfirming={busy}
        title={confirming ? t(`admin.users.account.confirm.${confirming}.title`) : ''}
        text={confirming ? t(`admin.users.account.confirm.${confirming}.text`, { username: user.username }) : ''}
        confirmLabel={current?.label ?? ''}
        confirmingLabel={t('admin.common.saving')}
        confirmPalette={confirming === 'suspend' || confirming === 'sessions' ? 'red' : 'green'}
      />
    </>
  );
}
