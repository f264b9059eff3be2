import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { placesWithin } from '@ctf/shared/programme/result-places';
import { RESULTS_CSV_MAX_LENGTH } from '@ctf/shared/schemas/competition';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../components/ui/file-pick-button';
import { notify } from '../../components/ui/notify';
import { fieldErrorsOf, serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSearchParams } from '../../lib/use-search-params';
import { FormField } from '../../components/form/FormField';
import { PageLoading } from '../layout/PageLoading';
import { LoadError } from '../competitions/StateViews';
import type { Competition, ResultsPreview } from '../competitions/types';
import { CategoryFilter } from '../results/CategoryFilter';
import { ConfirmDialog } from './ConfirmDialog';
import { UploadIcon } from './icons';
import { ResultRowsTable } from './ResultRowsTable';
import { ResultsPreviewView } from './ResultsPreviewView';
import { ResultsStatus } from './ResultsStatus';
import { useFieldErrorText, type OrganizerValidationKey } from './use-field-error-text';

const RESULTS_COLUMNS = 'place,username,score';

/**
 * The Results tab: upload a CSV (place,username,score or a CTFd scoreboard export; `,` `;` or tab
 * separated) or import the scoreboard of the competition's CTFd, check the server's reading of it
 * (unknown usernames, the difference from what is stored), publish it (over stored results only
 * after confirming), or take it off the public page.
 */
export function ResultsPanel({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const { slug } = competition;
  const errorText = useFieldErrorText();
  const utils = trpc.useUtils();
  const stored = trpc.organizer.results.get.useQuery({ slug });
  const [searchParams] = useSearchParams();
  const chosenCategory = searchParams.get('category') || undefined;
  const [csv, setCsv] = useState('');
  const [csvError, setCsvError] = useState<OrganizerValidationKey | string | null>(null);
  const [preview, setPreview] = useState<{ csv: string; result: ResultsPreview } | null>(null);
  const [isReplacing, setIsReplacing] = useState(false);

  const refresh = async () => {
    await Promise.all([
      utils.organizer.results.get.invalidate({ slug }),
      utils.organizer.competitions.invalidate(),
      utils.results.published.invalidate({ slug }),
    ]);
  };
  const showServerError = (error: unknown) => {
    const key = fieldErrorsOf(error)?.csv?.[0];
    if (key) setCsvError(key);
    else notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') });
  };
  const previewMutation = trpc.organizer.results.preview.useMutation({
    onSuccess: (result, input) => setPreview({ csv: input.csv, result }),
    onError: (error) => {
      setPreview(null);
      showServerError(error);
    },
  });
  const ctfdImport = trpc.organizer.results.previewCtfd.useMutation({
    onSuccess: (result) => {
      const text = result.ctfd?.csv ?? '';
      setCsv(text);
      setCsvError(null);
      setPreview({ csv: text, result });
    },
    onError: (error) => {
      setPreview(null);
      notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') });
    },
  });
  const publish = trpc.organizer.results.publish.useMutation({
    onSuccess: async ({ published }) => {
      notify({ type: 'success', title: t('organizerArea.results.published', { count: published }) });
      setPreview(null);
      setIsReplacing(false);
      setCsv('');
      await refresh();
    },
    onError: (error) => {
      setIsReplacing(false);
      showServerError(error);
    },
  });
  const changeCsv = (text: string) => {
    setCsv(text);
    setCsvError(null);
  };
  const readFile = async (file: File) => {
    if (file.size > RESULTS_CSV_MAX_LENGTH) {
      setCsvError('csvTooLarge');
      return;
    }
    try {
      changeCsv(await file.text());
      setPreview(null);
    } catch {
      notify({ type: 'error', title: t('organizerArea.results.fileReadFailed') });
    }
  };
  const requestPreview = () => {
    if (csv.trim() === '') setCsvError('csvRequired');
    else previewMutation.mutate({ slug, csv });
  };

  if (stored.isPending) return <PageLoading />;
  if (stored.isError) return <LoadError error={stored.error} onRetry={() => void stored.refetch()} />;

  const current = preview && preview.csv === csv ? preview.result : null;
  // The stored rows of one category of the season (`?category=`), each with its place within it.
  const category = stored.data.categories.find((c) => c.code === chosenCategory)?.code;
  const storedRows =
    category === undefined
      ? stored.data.rows
      : placesWithin(stored.data.rows, (row) => row.categories.includes(category));
  const canPublish = current !== null && current.errors.length === 0 && current.rows.length > 0;
  const publishCurrent = () => {
    if (!current) return;
    publish.mutate({ slug, csv, ...(current.current_digest ? { replaces: current.current_digest } : {}) });
  };
  // Over stored results the organizer confirms the difference first.
  const requestPublish = () => (current?.diff ? setIsReplacing(true) : publishCurrent());

  return (
    <Stack gap="6">
      <Text color="fg.muted" maxW="3xl">
        {t('organizerArea.results.description', { columns: RESULTS_COLUMNS })}
      </Text>

      <ResultsStatus slug={slug} stored={stored.data} onChanged={refresh} />

      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <FilePickButton
            accept=".csv,text/csv,text/plain"
            inputTestId="results-file"
            onChoose={(file) => void readFile(file)}
          >
            <UploadIcon />
            {t('organizerArea.results.chooseFile')}
          </FilePickButton>
          {stored.data.ctfd_import && (
            <Button
              variant="outline"
              onClick={() => ctfdImport.mutate({ slug })}
              loading={ctfdImport.isPending}
              loadingText={t('organizerArea.results.ctfdImporting')}
              title={t('organizerArea.results.ctfdImportHint')}
            >
              {t('organizerArea.results.ctfdImport')}
            </Button>
          )}
        </HStack>
        <FormField
          label={t('organizerArea.results.csv')}
          error={errorText(csvError ? { message: csvError } : undefined)}
          hint={t('organizerArea.results.csvHint')}
        >
          <Textarea
            value={csv}
            onChange={(event) => changeCsv(event.currentTarget.value)}
            rows={8}
            fontFamily="mono"
            fontSize="sm"
            spellCheck={false}
            placeholder={`${RESULTS_COLUMNS}\n1,ana_root1,5000`}
            data-testid="results-csv"
          />
        </FormField>
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            onClick={requestPreview}
            loading={previewMutation.isPending}
            loadingText={t('organizerArea.results.previewing')}
          >
            {t('organizerArea.results.preview')}
          </Button>
          <Button
            onClick={requestPublish}
            disabled={!canPublish}
            loading={publish.isPending}
            loadingText={t('organizerArea.results.publishing')}
          >
            {t('organizerArea.results.publish')}
          </Button>
        </HStack>
      </Stack>

      {current && <ResultsPreviewView preview={current} />}

      {!current && stored.data.rows.length > 0 && (
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {t('organizerArea.results.storedTitle')}
          </Heading>
          <CategoryFilter categories={stored.data.categories} />
          <Box maxH="96" overflowY="auto" rounded="lg">
            <ResultRowsTable
              rows={storedRows}
              label={t('organizerArea.results.storedTitle')}
              testId="stored-table"
              byCategory={category !== undefined}
            />
          </Box>
        </Stack>
      )}

      <ConfirmDialog
        isOpen={isReplacing && current?.diff != null}
        onClose={() => setIsReplacing(false)}
        onConfirm={publishCurrent}
        isConfirming={publish.isPending}
        title={t('organizerArea.results.replaceDialog.title')}
        text={t('organizerArea.results.replaceDialog.text', {
          stored: stored.data.rows.length,
          count: current?.rows.length ?? 0,
          added: current?.diff?.added.length ?? 0,
          removed: current?.diff?.removed.length ?? 0,
          changed: current?.diff?.changed.length ?? 0,
        })}
        confirmLabel={t('organizerArea.results.replaceDialog.confirm')}
        confirmingLabel={t('organizerArea.results.replaceDialog.publishing')}
        cancelLabel={t('organizerArea.results.replaceDialog.cancel')}
      />
    </Stack>
  );
}
