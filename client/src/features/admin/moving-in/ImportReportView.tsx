import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ImportReport } from '@ctf/shared/schemas/moving-in';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_PATHS } from '../paths';
import { ReportCounts } from './ReportCounts';
import { ReportTable } from './ReportTable';

interface ImportReportViewProps {
  report: ImportReport;
  fileName: string;
  /** Under the figures: the import's confirmation after a dry run. */
  children?: ReactNode;
}

/** A dry run's or an import's report: what happened to each row, titled by which of the two it was. */
export function ImportReportView({ report, fileName, children }: ImportReportViewProps) {
  const { t } = useTranslation();
  const isDone = !report.dryRun;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new report is where the admin's attention goes: focus (and a phone's scroll) moves to it.
  useEffect(() => headingRef.current?.focus(), [report]);
  return (
    <Stack
      as="section"
      gap="4"
      aria-labelledby="import-report-title"
      data-testid="import-report"
      data-dry-run={report.dryRun}
    >
      <Stack gap="1">
        <Heading as="h2" size="lg" id="import-report-title" tabIndex={-1} ref={headingRef}>
          {isDone ? t('admin.movingIn.report.doneTitle') : t('admin.movingIn.report.dryRunTitle')}
        </Heading>
        <Text color="fg.muted" overflowWrap="anywhere">
          {isDone
            ? t('admin.movingIn.report.doneText', { file: fileName })
            : t('admin.movingIn.report.dryRunText', { file: fileName })}
        </Text>
      </Stack>
      <ReportCounts counts={report.counts} />
      {children}
      {isDone && (
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <RouterLink to={`${ADMIN_PATHS.audit}?action=data.import`}>{t('admin.movingIn.report.auditLink')}</RouterLink>
        </Button>
      )}
      <ReportTable rows={report.rows} />
    </Stack>
  );
}
