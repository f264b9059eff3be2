import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from './ConfirmDialog';
import { OrganizerDialog } from './OrganizerDialog';
import { DECISIONS } from './RegistrationActions';

type BulkResult = { done: number; results: { id: number; result: string; name: string | null }[] };

interface BulkRegistrationDecisionsProps {
  slug: string;
  selected: ReadonlySet<number>;
  onClear: () => void;
}

/**
 * The ticked registrations accepted or rejected at once: the bar saying how many are ticked, the
 * confirmation, and the report of what was done and what was left (no longer pending, or gone).
 */
export function BulkRegistrationDecisions({ slug, selected, onClear }: BulkRegistrationDecisionsProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState<'accepted' | 'rejected' | null>(null);
  const [report, setReport] = useState<BulkResult | null>(null);
  const bulk = trpc.organizer.registrations.decideMany.useMutation({
    onSuccess: async (result) => {
      setConfirming(null);
      onClear();
      setReport(result);
      await utils.organizer.registrations.invalidate();
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });
  const reportOf = (kind: string) => report?.results.filter((r) => r.result === kind) ?? [];

  return (
    <>
      {selected.size > 0 && (
        <HStack gap="2" wrap="wrap" data-testid="bulk-bar">
          <Text fontSize="sm" fontWeight="medium" data-testid="selected-count">
            {t('organizerArea.ops.registrations.selected', { count: selected.size })}
          </Text>
          {DECISIONS.map(({ status, palette, variant, selectedLabel }) => (
            <Button
              key={status}
              size="sm"
              variant={variant}
              colorPalette={palette}
              onClick={() => setConfirming(status)}
            >
              {t(selectedLabel)}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('organizerArea.ops.registrations.clearSelection')}
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && bulk.mutate({ slug, ids: [...selected], outcome: confirming })}
        isConfirming={bulk.isPending}
        title={t(
          confirming === 'rejected'
            ? 'organizerArea.ops.registrations.bulkRejectTitle'
            : 'organizerArea.ops.registrations.bulkAcceptTitle',
          { count: selected.size },
        )}
        text={t('organizerArea.ops.registrations.bulkText')}
        confirmLabel={t(
          confirming === 'rejected'
            ? 'organizerArea.ops.registrations.bulkReject'
            : 'organizerArea.ops.registrations.bulkAccept',
        )}
        confirmingLabel={t('organizerArea.ops.registrations.bulkWorking')}
        cancelLabel={t('organizerArea.ops.registrations.cancel')}
      />
      <OrganizerDialog
        isOpen={report !== null}
        onClose={() => setReport(null)}
        title={t('organizerArea.ops.registrations.reportTitle')}
        data-testid="bulk-report"
        footer={<Button onClick={() => setReport(null)}>{t('organizerArea.ops.registrations.close')}</Button>}
      >
        <Stack gap="3">
          <Alert.Root status={report && report.done > 0 ? 'success' : 'info'}>
            <Alert.Indicator />
            <Alert.Title data-testid="bulk-done">
              {t('organizerArea.ops.registrations.reportDone', { count: report?.done ?? 0 })}
            </Alert.Title>
          </Alert.Root>
          {(['not_pending', 'not_found'] as const).map((kind) =>
            reportOf(kind).length ? (
              <Stack key={kind} gap="1" data-testid={`bulk-${kind}`}>
                <Text fontWeight="medium">
                  {t(
                    kind === 'not_pending'
                      ? 'organizerArea.ops.registrations.reportNotPending'
                      : 'organizerArea.ops.registrations.reportNotFound',
                  )}
                </Text>
                <Stack as="ul" gap="0.5" listStyleType="none" color="fg.muted" fontSize="sm">
                  {reportOf(kind).map((r) => (
                    <Text as="li" key={r.id}>
                      {r.name ?? `#${r.id}`}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            ) : null,
          )}
        </Stack>
      </OrganizerDialog>
    </>
  );
}
