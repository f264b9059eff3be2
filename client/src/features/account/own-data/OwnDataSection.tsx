import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { PATHS } from '@/lib/paths';
import { trpc } from '@/lib/trpc';
import { AccountSection } from '../AccountSection';
import { IdCardIcon } from '../icons';
import { importWithRetry } from '@/lib/lazy-part';
import { ownDataFileName, saveJson } from './download';

const DeleteAccountDialog = lazy(() =>
  importWithRetry(() => import('./DeleteAccountDialog')).then((m) => ({ default: m.DeleteAccountDialog })),
);

/** "Your data": download everything the platform holds about me, or delete the account. */
export function OwnDataSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  async function download() {
    setIsDownloading(true);
    try {
      const data = await utils.account.exportData.fetch(undefined, { staleTime: 0 });
      saveJson(ownDataFileName(username), data);
    } catch {
      notify({ type: 'error', title: t('account.ownData.downloadFailed') });
    } finally {
      setIsDownloading(false);
      // Not kept in memory once saved.
      queryClient.removeQueries({ queryKey: [['account', 'exportData']] });
    }
  }

  return (
    <AccountSection icon={<IdCardIcon />} title={t('account.ownData.title')} data-testid="own-data-section">
      <Stack gap="4">
        <chakra.p fontSize="sm" color="fg.muted">
          {t('account.ownData.text')}{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={PATHS.privacy}>{t('account.ownData.privacyLink')}</RouterLink>
          </Link>
        </chakra.p>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            variant="outline"
            loading={isDownloading}
            loadingText={t('account.ownData.downloading')}
            onClick={() => void download()}
            data-testid="own-data-download"
          >
            {t('account.ownData.download')}
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            onClick={() => setIsDeleting(true)}
            data-testid="own-data-delete"
          >
            {t('account.ownData.delete')}
          </Button>
        </HStack>
      </Stack>
      {isDeleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog username={username} onClose={() => setIsDeleting(false)} />
        </Suspense>
      )}
    </AccountSection>
  );
}
