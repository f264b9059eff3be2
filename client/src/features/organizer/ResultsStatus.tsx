import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@ctf/server/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { resultsPath } from '../../lib/paths';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from './ConfirmDialog';

type StoredResults = inferRouterOutputs<AppRouter>['organizer']['results']['get'];

interface ResultsStatusProps {
  slug: string;
  stored: StoredResults;
  /** Reloads what the results change (the stored results, the competition, the public page). */
  onChanged: () => Promise<unknown>;
}

/** Whether the results are published, how many rows are stored, where the public page is, and taking it down. */
export function ResultsStatus({ slug, stored, onChanged }: ResultsStatusProps) {
  const { t } = useTranslation();
  const [isUnpublishing, setIsUnpublishing] = useState(false);
  const unpublish = trpc.organizer.results.unpublish.useMutation({
    onSuccess: async () => {
      notify({ type: 'success', title: t('organizerArea.results.unpublished') });
      setIsUnpublishing(false);
      await onChanged();
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });
  const publicPath = resultsPath(slug);

  return (
    <Flex
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      p="4"
      data-testid="results-status"
      data-published={stored.published ? 'yes' : 'no'}
    >
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={stored.published ? 'green' : 'gray'} variant="subtle" size="lg">
          {t(stored.published ? 'organizerArea.results.statusPublished' : 'organizerArea.results.statusNotPublished')}
        </Badge>
        <Text color="fg.muted" fontSize="sm">
          {t('organizerArea.results.storedRows', { count: stored.rows.length })}
        </Text>
        {stored.public && stored.published && (
          <Link asChild fontSize="sm" color="brand.fg" data-testid="results-public-link">
            <RouterLink to={publicPath}>{t('organizerArea.results.publicPage', { path: publicPath })}</RouterLink>
          </Link>
        )}
        {!stored.public && (
          <Text color="fg.muted" fontSize="sm">
            {t('organizerArea.results.privateNote')}
          </Text>
        )}
      </HStack>
      {stored.published && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setIsUnpublishing(true)}>
          {t('organizerArea.results.unpublish')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isUnpublishing}
        onClose={() => setIsUnpublishing(false)}
        onConfirm={() => unpublish.mutate({ slug })}
        isConfirming={unpublish.isPending}
        title={t('organizerArea.results.unpublishDialog.title')}
        text={t('organizerArea.results.unpublishDialog.text')}
        confirmLabel={t('organizerArea.results.unpublishDialog.confirm')}
        confirmingLabel={t('organizerArea.results.unpublishDialog.unpublishing')}
        cancelLabel={t('organizerArea.results.unpublishDialog.cancel')}
      />
    </Flex>
  );
}
