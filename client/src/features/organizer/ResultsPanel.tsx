import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { RESULTS_CSV_MAX_LENGTH } from '@ctf/shared/schemas/competition';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { fieldErrorsOf, serverMessageOf } from '../../lib/errors';
import { resultsPath } from '../../lib/paths';
import { trpc } from '../../lib/trpc';
import { FormField } from '../auth/FormField';
import { PageLoading } from '../layout/PageLoading';
import { LoadError } from '../competitions/StateViews';
import type { Competition, ResultsPreview } from '../competitions/types';
import { ConfirmDialog } from './ConfirmDialog';
import { UploadIcon } from './icons';
import { ResultRowsTable } from './ResultRowsTable';
import { useFieldErrorText, type OrganizerValidationKey } from './use-field-error-text';

const RESULTS_COLUMNS = 'place,username,score';
/** How many names of each kind of change the preview lists before "… and N more". */
const LISTED = 20;

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
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [csvError, setCsvError] = useState<OrganizerValidationKey | string | null>(null);
  const [preview, setPreview] = useState<{ csv: string; result: ResultsPreview } | null>(null);
  const [isUnpublishing, setIsUnpublishing] = useState(false);
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
  const unpublish = trpc.organizer.results.unpublish.useMutation({
    onSuccess: async () => {
      notify({ type: 'success', title: t('organizerArea.results.unpublished') });
      setIsUnpublishing(false);
      await refresh();
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });

  const changeCsv = (text: string) => {
    setCsv(text);
    setCsvError(null);
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
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
  const canPublish = current !== null && current.errors.length === 0 && current.rows.length > 0;
  const publishCurrent = () => {
    if (!current) return;
    publish.mutate({ slug, csv, ...(current.current_digest ? { replaces: current.current_digest } : {}) });
  };
  // Over stored results the organizer confirms the difference first.
  const requestPublish = () => (current?.diff ? setIsReplacing(true) : publishCurrent());
  const publicPath = resultsPath(slug);

  return (
    <Stack gap="6">
      <Text color="fg.muted" maxW="3xl">
        {t('organizerArea.results.description', { columns: RESULTS_COLUMNS })}
      </Text>

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
        data-published={stored.data.published ? 'yes' : 'no'}
      >
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette={stored.data.published ? 'green' : 'gray'} variant="subtle" size="lg">
            {t(
              stored.data.published
                ? 'organizerArea.results.statusPublished'
                : 'organizerArea.results.statusNotPublished',
            )}
          </Badge>
          <Text color="fg.muted" fontSize="sm">
            {t('organizerArea.results.storedRows', { count: stored.data.rows.length })}
          </Text>
          {stored.data.public && stored.data.published && (
            <Link asChild fontSize="sm" color="brand.fg" data-testid="results-public-link">
              <RouterLink to={publicPath}>{t('organizerArea.results.publicPage', { path: publicPath })}</RouterLink>
            </Link>
          )}
          {!stored.data.public && (
            <Text color="fg.muted" fontSize="sm">
              {t('organizerArea.results.privateNote')}
            </Text>
          )}
        </HStack>
        {stored.data.published && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setIsUnpublishing(true)}>
            {t('organizerArea.results.unpublish')}
          </Button>
        )}
      </Flex>

      <Stack gap="3">
        <Box>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            data-testid="results-file"
            onChange={(event) => {
              void readFile(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => fileInput.current?.click()}>
              <UploadIcon />
              {t('organizerArea.results.chooseFile')}
            </Button>
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
        </Box>
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

      {current && (
        <Stack gap="3" data-testid="results-preview">
          {current.errors.length > 0 && (
            <Alert.Root status="error" data-testid="results-problems">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('organizerArea.results.problemsTitle')}</Alert.Title>
                <Alert.Description>
                  <Stack as="ul" gap="1" listStyleType="none">
                    {current.errors.map((problem) => (
                      <li key={`${problem.line}-${problem.problem}`}>
                        {t(`organizerArea.results.problem.${problem.problem}`, { line: problem.line })}
                      </li>
                    ))}
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Text color="fg.muted" fontSize="sm">
            {t('organizerArea.results.separatorUsed', {
              separator: t(`organizerArea.results.separator.${current.separator}`),
            })}
          </Text>
          {current.ctfd && (
            <Text color="fg.muted" fontSize="sm" data-testid="results-ctfd-ranking">
              {t('organizerArea.results.ctfdRanking')}
            </Text>
          )}
          {current.ctfd && current.ctfd.unmatched.length > 0 && (
            <Alert.Root status="warning" data-testid="results-ctfd-unmatched">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {t('organizerArea.results.ctfdUnmatchedTitle', { count: current.ctfd.unmatched.length })}
                </Alert.Title>
                <Alert.Description>
                  <Text>{t('organizerArea.results.ctfdUnmatchedText')}</Text>
                  <NameList
                    names={current.ctfd.unmatched.map((row) => {
                      const values = {
                        place: row.place,
                        name: row.name,
                        score: row.score,
                        reason: t(`organizerArea.results.ctfdLeftOutReason.${row.reason}`),
                      };
                      return row.team === null
                        ? t('organizerArea.results.ctfdUnmatchedRow', values)
                        : t('organizerArea.results.ctfdUnmatchedMemberRow', { ...values, team: row.team });
                    })}
                  />
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {current.unknown.length > 0 && (
            <Alert.Root status="warning" data-testid="results-unknown">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('organizerArea.results.unknownTitle', { count: current.unknown.length })}</Alert.Title>
                <Alert.Description>
                  <Text>{t('organizerArea.results.unknownText')}</Text>
                  <NameList names={current.unknown} />
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {current.diff && <ResultsDiff diff={current.diff} />}
          <Heading as="h3" size="sm">
            {t('organizerArea.results.previewTitle', { count: current.rows.length })}
          </Heading>
          <Box maxH="96" overflowY="auto" rounded="lg">
            <ResultRowsTable rows={current.rows} label={t('organizerArea.results.preview')} testId="preview-table" />
          </Box>
        </Stack>
      )}

      {!current && stored.data.rows.length > 0 && (
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {t('organizerArea.results.storedTitle')}
          </Heading>
          <Box maxH="96" overflowY="auto" rounded="lg">
            <ResultRowsTable
              rows={stored.data.rows}
              label={t('organizerArea.results.storedTitle')}
              testId="stored-table"
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
    </Stack>
  );
}

function NameList({ names }: { names: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" mt="1" wordBreak="break-word">
      {names.slice(0, LISTED).map((name, index) => (
        <li key={`${index}-${name}`}>{name}</li>
      ))}
      {names.length > LISTED && <li>{t('organizerArea.results.diffMore', { count: names.length - LISTED })}</li>}
    </Stack>
  );
}

/** What publishing would change: counts, then the names of each kind of change. */
function ResultsDiff({ diff }: { diff: NonNullable<ResultsPreview['diff']> }) {
  const { t } = useTranslation();
  const groups = [
    { key: 'added', title: t('organizerArea.results.diffAdded'), names: diff.added.map((r) => r.username) },
    { key: 'removed', title: t('organizerArea.results.diffRemoved'), names: diff.removed.map((r) => r.username) },
    {
      key: 'changed',
      title: t('organizerArea.results.diffChanged'),
      names: diff.changed.map((c) =>
        t('organizerArea.results.diffChange', {
          username: c.username,
          beforePlace: c.before.place,
          afterPlace: c.after.place,
          beforeScore: c.before.score,
          afterScore: c.after.score,
        }),
      ),
    },
  ].filter((group) => group.names.length > 0);
  return (
    <Box borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" p="4" data-testid="results-diff">
      <Heading as="h3" size="sm">
        {t('organizerArea.results.diffTitle')}
      </Heading>
      <Text fontSize="sm" mt="1">
        {t('organizerArea.results.diffSummary', {
          added: diff.added.length,
          removed: diff.removed.length,
          changed: diff.changed.length,
          unchanged: diff.unchanged,
        })}
      </Text>
      <Stack gap="3" mt="3" direction={{ base: 'column', md: 'row' }} align="flex-start">
        {groups.map((group) => (
          <Box key={group.key} flex="1" minW="0" fontSize="sm">
            <Text fontWeight="semibold">{group.title}</Text>
            <NameList names={group.names} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
