import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { formatDateTime } from '@/lib/dates';
import { serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { DashboardIcon } from '../../app-shell/icons';
import { AccountSection } from '../AccountSection';
import { QueryState } from '../QueryState';
import { describeDevice } from './device';

/** Own sessions: device, address, last use; this one marked; end one or all the others. */
export function SessionsSection() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const sessions = trpc.account.security.sessions.useQuery();
  const revoke = trpc.account.security.revokeSession.useMutation();
  const revokeOthers = trpc.account.security.revokeOtherSessions.useMutation();

  const failed = (error: unknown) => notify({ type: 'error', title: serverMessageOf(error) ?? t('security.failed') });
  const done = async () => {
    notify({ type: 'success', title: t('security.sessions.revoked') });
    await utils.account.security.sessions.invalidate();
  };

  return (
    <AccountSection icon={<DashboardIcon />} title={t('security.sessions.title')} data-testid="sessions-section">
      {!sessions.data ? (
        <QueryState
          isError={sessions.isError}
          onRetry={() => void sessions.refetch()}
          isRetrying={sessions.isFetching}
        />
      ) : (
        <Stack gap="4">
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {sessions.data.map((session) => {
              const { browser, system } = describeDevice(session.user_agent);
              const device =
                browser && system
                  ? t('security.sessions.device', { browser, system })
                  : (browser ?? system ?? t('security.sessions.unknownDevice'));
              return (
                <HStack
                  as="li"
                  key={session.id}
                  justify="space-between"
                  align="flex-start"
                  gap="3"
                  wrap="wrap"
                  borderWidth="1px"
                  borderColor="border.muted"
                  rounded="md"
                  p="3"
                  data-testid="session-row"
                >
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{device}</Text>
                      {session.current && (
                        <Badge colorPalette="green" variant="subtle" data-testid="current-session">
                          {t('security.sessions.current')}
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {session.ip
                        ? t('security.sessions.details', {
                            ip: session.ip,
                            lastSeen: formatDateTime(session.last_seen_at),
                          })
                        : t('security.sessions.lastSeen', { lastSeen: formatDateTime(session.last_seen_at) })}
                    </Text>
                  </Stack>
                  {!session.current && (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      loading={revoke.isPending && revoke.variables.id === session.id}
                      onClick={() => revoke.mutate({ id: session.id }, { onSuccess: done, onError: failed })}
                    >
                      {t('security.sessions.revoke')}
                    </Button>
                  )}
                </HStack>
              );
            })}
          </Stack>
          {sessions.data.length > 1 && (
            <Button
              alignSelf="flex-start"
              variant="outline"
              colorPalette="red"
              loading={revokeOthers.isPending}
              onClick={() => revokeOthers.mutate(undefined, { onSuccess: done, onError: failed })}
            >
              {t('security.sessions.revokeOthers')}
            </Button>
          )}
        </Stack>
      )}
    </AccountSection>
  );
}
