import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import { Progress } from '@/components/ui/recipes/progress';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { BULK_DECISION_MAX } from '@ctf/shared/schemas/admin';
import type { TBulkDecisionResult } from '@ctf/shared/schemas/admin-output';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { FormField } from '@/components/form/FormField';
import { AdminDialog } from '../components/AdminDialog';
import { useNotifyError } from '../errors';
import { CheckIcon, XIcon } from '../icons';
import type { AdminCompetitor } from '../types';

/** Sent a few at a time, so the bar moves and a long run can be followed. */
const BATCH = 5;
type Outcome = 'accepted' | 'rejected';
type Result = TBulkDecisionResult['results'][number];

interface BulkDecisionsProps {
  selected: AdminCompetitor[];
  onClear: () => void;
  onDone: () => Promise<unknown>;
}

/**
 * Accept or reject the selected pending applications: one confirmation, then each application is
 * decided (one e-mail each) in small batches with a progress bar, and each one's result is listed.
 */
export function BulkDecisions({ selected, onClear, onDone }: BulkDecisionsProps) {
  const { t } = useTranslation();
  const notifyError = useNotifyError();
  const [confirming, setConfirming] = useState<Outcome | null>(null);
  const [reason, setReason] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<{ outcome: Outcome; results: Result[] } | null>(null);
  const bulk = trpc.admin.competitors.bulkDecide.useMutation();
  const names = new Map(selected.map((c) => [c.id, c.full_name]));

  const run = async (outcome: Outcome) => {
    const ids = selected.map((c) => c.id).slice(0, BULK_DECISION_MAX * 10);
    const results: Result[] = [];
    setProgress({ done: 0, total: ids.length });
    try {
      for (let start = 0; start < ids.length; start += BATCH) {
        const answer = await bulk.mutateAsync({
          ids: ids.slice(start, start + BATCH),
          outcome,
          message: reason.trim(),
        });
        results.push(...answer.results);
        setProgress({ done: results.length, total: ids.length });
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
      setConfirming(null);
      setReason('');
      const ok = results.filter((r) => r.ok).length;
      if (ok) notify({ type: 'success', title: t(`admin.competitors.bulk.done.${outcome}`, { count: ok }) });
      setReport({ outcome, results });
      onClear();
      await onDone();
    }
  };

  const failed = report?.results.filter((r) => !r.ok) ?? [];
  return (
    <Stack gap="3">
      {selected.length > 0 && (
        <HStack
          gap="3"
          wrap="wrap"
          p="3"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="lg"
          bg="bg.subtle"
          data-testid="bulk-bar"
        >
          <Text fontWeight="medium">{t('admin.competitors.bulk.selected', { count: selected.length })}</Text>
          <Button size="sm" colorPalette="green" onClick={() => setConfirming('accepted')}>
            <CheckIcon aria-hidden="true" />
            {t('admin.competitors.bulk.accept')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming('rejected')}>
            <XIcon aria-hidden="true" />
            {t('admin.competitors.bulk.reject')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('admin.competitors.bulk.clear')}
          </Button>
        </HStack>
      )}
      {report && (
        <Alert.Root status={failed.length ? 'warning' : 'success'} variant="surface" data-testid="bulk-report">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t(`admin.competitors.bulk.report.${report.outcome}`, {
                ok: report.results.length - failed.length,
                total: report.results.length,
              })}
            </Alert.Title>
            {failed.length > 0 && (
              <Alert.Description>
                <List.Root ps="4">
                  {failed.map((r) => (
                    <List.Item key={r.id}>
                      {names.get(r.id) ?? `#${r.id}`}: {r.message}
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
          </Alert.Content>
          <Button size="xs" variant="ghost" onClick={() => setReport(null)} aria-label={t('admin.common.close')}>
            <XIcon aria-hidden="true" />
          </Button>
        </Alert.Root>
      )}
      <AdminDialog
        isOpen={confirming !== null}
        onClose={() => (progress ? undefined : setConfirming(null))}
        role="alertdialog"
        title={t(`admin.competitors.bulk.confirmTitle.${confirming ?? 'accepted'}`, { count: selected.length })}
        isBusy={progress !== null}
        data-testid="bulk-dialog"
        action={{
          label: t(`admin.competitors.bulk.confirm.${confirming ?? 'accepted'}`, { count: selected.length }),
          pendingLabel: t('admin.competitors.bulk.working'),
          onClick: () => confirming && void run(confirming),
          palette: confirming === 'rejected' ? 'red' : 'green',
        }}
      >
        <Stack gap="4">
          <Text color="fg.muted">{t('admin.competitors.bulk.confirmText', { count: selected.length })}</Text>
          <List.Root ps="4" maxH="40" overflowY="auto" fontSize="sm">
            {selected.map((c) => (
              <List.Item key={c.id}>{c.full_name}</List.Item>
            ))}
          </List.Root>
          {confirming === 'rejected' && (
            <FormField label={t('admin.competitors.rejectDialog.reason')} isDisabled={progress !== null}>
              <Textarea name="reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} rows={3} />
            </FormField>
          )}
          {progress && (
            <Box role="status" aria-live="polite">
              <Progress.Root value={(progress.done / progress.total) * 100} size="sm" colorPalette="green">
                <Progress.Label mb="1" fontSize="sm">
                  {t('admin.competitors.bulk.progress', { done: progress.done, total: progress.total })}
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          )}
        </Stack>
      </AdminDialog>
    </Stack>
  );
}
