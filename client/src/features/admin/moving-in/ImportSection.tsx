import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { IMPORT_PAGE_MAX_BYTES, IMPORT_PAGE_MAX_ROWS, type ImportReport } from '@ctf/shared/schemas/moving-in';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { useZodForm } from '@/components/form/use-zod-form';
import { OptionSelect } from '@/components/select/OptionSelect';
import { fieldErrorsOf } from '@/lib/errors';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { LoadError } from '../components/LoadError';
import { useValidationText } from '../validation';
import { FileField } from './FileField';
import { ImportFailure, type ImportFailureCause } from './ImportFailure';
import { ImportReportView } from './ImportReportView';
import { KindChoice } from './KindChoice';
import { ZImportFormSchema, fileNameOf, formatSize, isSameChoice, type CheckedChoice } from './import-form';

interface Run {
  choice: CheckedChoice;
  report: ImportReport;
}

/**
 * Import a file: a dry run first (the server does the whole import and rolls it back), its report,
 * then the same file again for real. The confirmation belongs to the file and kind that were
 * checked: change either and it goes until the new choice is checked. A refusal leaves the form
 * as it was.
 */
export function ImportSection() {
  const { t, i18n } = useTranslation();
  const inScript = useInterfaceScript();
  const errorText = useValidationText();
  const utils = trpc.useUtils();
  const run = trpc.admin.movingIn.import.useMutation();
  const { form, field } = useZodForm(ZImportFormSchema, { defaultValues: { kind: 'users', competition: '' } });
  const { errors } = form.formState;
  const [kind, competition, file] = useWatch({ control: form.control, name: ['kind', 'competition', 'file'] });
  const competitions = trpc.competitions.list.useQuery(undefined, { enabled: kind === 'results' });
  const [checked, setChecked] = useState<Run | null>(null);
  const [done, setDone] = useState<Run | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [failure, setFailure] = useState<ImportFailureCause | null>(null);

  const send = async (choice: CheckedChoice, dryRun: boolean): Promise<ImportReport | null> => {
    setFailure(null);
    setBusy(dryRun ? 'check' : 'import');
    try {
      let content: string;
      try {
        content = await choice.file.text();
      } catch {
        setFailure({ during: 'read' });
        return null;
      }
      return await run.mutateAsync({
        kind: choice.kind,
        file_name: fileNameOf(choice.file),
        content,
        ...(choice.kind === 'results' ? { competition: choice.competition } : {}),
        dry_run: dryRun,
      });
    } catch (error) {
      const tooLarge = fieldErrorsOf(error)?.content?.[0];
      if (tooLarge) form.setError('file', { type: 'server', message: tooLarge });
      setFailure({ during: dryRun ? 'check' : 'import', error });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const check = form.handleSubmit(async ({ kind: chosenKind, competition: chosenCompetition, file: chosenFile }) => {
    const choice = { kind: chosenKind, competition: chosenCompetition, file: chosenFile };
    setChecked(null);
    const report = await send(choice, true);
    if (!report) return;
    setDone(null);
    setChecked({ choice, report });
  });

  const confirm = async (checkedRun: Run) => {
    const report = await send(checkedRun.choice, false);
    if (!report) return;
    setChecked(null);
    setDone({ choice: checkedRun.choice, report });
    // Every admin list may show what was imported.
    await utils.admin.invalidate();
  };

  const current = checked && isSameChoice(checked.choice, { kind, competition, file }) ? checked : null;
  const toWrite = current ? current.report.counts.created + current.report.counts.updated : 0;
  const fileError =
    errors.file?.message === 'importFileTooLarge'
      ? t('admin.movingIn.form.tooLarge', { size: formatSize(IMPORT_PAGE_MAX_BYTES, i18n.language) })
      : errorText(errors.file);
  const command = `npm run import -- ${kind}${kind === 'results' ? ' --competition SLUG' : ''} FILE [--dry-run]`;

  return (
    <Stack as="section" gap="5" aria-labelledby="import-title">
      <Stack gap="1">
        <Heading as="h2" size="xl" id="import-title">
          {t('admin.movingIn.form.title')}
        </Heading>
        <Text color="fg.muted">
          {t('admin.movingIn.bigFiles', {
            size: formatSize(IMPORT_PAGE_MAX_BYTES, i18n.language),
            rows: new Intl.NumberFormat(i18n.language).format(IMPORT_PAGE_MAX_ROWS),
          })}{' '}
          <Box as="code" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
            {command}
          </Box>
        </Text>
      </Stack>

      <chakra.form noValidate onSubmit={(event) => void check(event)} data-testid="import-form">
        <Stack gap="5" maxW="3xl">
          <KindChoice registration={field('kind')} isDisabled={busy !== null} />
          {kind === 'results' && competitions.isError && (
            <LoadError error={competitions.error} onRetry={() => void competitions.refetch()} />
          )}
          {kind === 'results' && (
            <FormField label={t('admin.movingIn.form.competition')} error={errorText(errors.competition)}>
              <OptionSelect
                options={competitions.data?.map((row) => row.slug) ?? []}
                labelOf={(slug) => inScript(competitions.data?.find((row) => row.slug === slug)?.name ?? slug)}
                placeholder={t('admin.movingIn.form.competitionChoose')}
                disabled={busy !== null || !competitions.data}
                {...field('competition')}
              />
            </FormField>
          )}
          <FileField
            file={file}
            onChoose={(chosen) => form.setValue('file', chosen, { shouldValidate: true })}
            error={fileError}
            isDisabled={busy !== null}
          />
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="flex-start"
            loading={busy === 'check'}
            loadingText={t('admin.movingIn.form.checking')}
            disabled={busy !== null}
          >
            {t('admin.movingIn.form.check')}
          </Button>
        </Stack>
      </chakra.form>

      {failure && <ImportFailure cause={failure} />}
      {current ? (
        <ImportReportView report={current.report} fileName={current.choice.file.name}>
          <Stack gap="2" align="flex-start">
            <Button
              colorPalette="green"
              onClick={() => void confirm(current)}
              disabled={toWrite === 0 || busy !== null}
              loading={busy === 'import'}
              loadingText={t('admin.movingIn.form.importing')}
              data-testid="import-confirm"
            >
              {t('admin.movingIn.form.confirm', { count: toWrite })}
            </Button>
            {toWrite === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('admin.movingIn.form.nothingToImport')}
              </Text>
            )}
          </Stack>
        </ImportReportView>
      ) : checked ? (
        <Text color="fg.muted" data-testid="import-check-again">
          {t('admin.movingIn.form.checkAgain')}
        </Text>
      ) : (
        done && <ImportReportView report={done.report} fileName={done.choice.file.name} />
      )}
    </Stack>
  );
}
