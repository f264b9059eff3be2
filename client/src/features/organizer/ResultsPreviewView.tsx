import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { ResultsPreview } from '../competitions/types';
import { NameList, ResultsDiff } from './ResultsDiff';
import { ResultRowsTable } from './ResultRowsTable';

/**
 * The server's reading of a CSV or a CTFd scoreboard before it is published: its problems, the
 * separator it found, the CTFd rows left out and why, unknown usernames, the difference from what
 * is stored, and the rows.
 */
export function ResultsPreviewView({ preview }: { preview: ResultsPreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" data-testid="results-preview">
      {preview.errors.length > 0 && (
        <Alert.Root status="error" data-testid="results-problems">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('organizerArea.results.problemsTitle')}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="1" listStyleType="none">
                {preview.errors.map((problem) => (
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
          separator: t(`organizerArea.results.separator.${preview.separator}`),
        })}
      </Text>
      {preview.ctfd && (
        <Text color="fg.muted" fontSize="sm" data-testid="results-ctfd-ranking">
          {t('organizerArea.results.ctfdRanking')}
        </Text>
      )}
      {preview.ctfd && preview.ctfd.unmatched.length > 0 && (
        <Alert.Root status="warning" data-testid="results-ctfd-unmatched">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t('organizerArea.results.ctfdUnmatchedTitle', { count: preview.ctfd.unmatched.length })}
            </Alert.Title>
            <Alert.Description>
              <Text>{t('organizerArea.results.ctfdUnmatchedText')}</Text>
              <NameList
                names={preview.ctfd.unmatched.map((row) => {
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
      {preview.unknown.length > 0 && (
        <Alert.Root status="warning" data-testid="results-unknown">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('organizerArea.results.unknownTitle', { count: preview.unknown.length })}</Alert.Title>
            <Alert.Description>
              <Text>{t('organizerArea.results.unknownText')}</Text>
              <NameList names={preview.unknown} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {preview.diff && <ResultsDiff diff={preview.diff} />}
      <Heading as="h3" size="sm">
        {t('organizerArea.results.previewTitle', { count: preview.rows.length })}
      </Heading>
      <Box maxH="96" overflowY="auto" rounded="lg">
        <ResultRowsTable rows={preview.rows} label={t('organizerArea.results.preview')} testId="preview-table" />
      </Box>
    </Stack>
  );
}
