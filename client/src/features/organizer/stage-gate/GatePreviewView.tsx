import { Badge } from '@chakra-ui/react/badge';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@/components/ui/recipes/table';
import { Text } from '@chakra-ui/react/text';
import type { StageGatePreview } from '@ctf/shared/schemas/stage-gate';
import { useTranslation } from 'react-i18next';

type Choice = StageGatePreview['invited'][number];

function ChoicesTable({
  rows,
  label,
  categoryName,
}: {
  rows: Choice[];
  label: string;
  categoryName: (code: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('organizerArea.stageGate.columns.place')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('organizerArea.stageGate.columns.username')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('organizerArea.stageGate.columns.category')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('organizerArea.stageGate.columns.why')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={`${row.user_id}-${row.category}`}>
              <Table.Cell>{row.place}</Table.Cell>
              <Table.Cell fontWeight="medium">{row.username}</Table.Cell>
              <Table.Cell>{categoryName(row.category)}</Table.Cell>
              <Table.Cell color="fg.muted">
                {t('organizerArea.stageGate.rankIn', { rank: row.rank, category: categoryName(row.category) })}
                {row.tie_break && ` · ${t(`organizerArea.stageGate.tieBroken.${row.tie_break}`)}`}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** What confirming would do: who is invited, who waits per category, who takes no part and why. */
export function GatePreviewView({
  preview,
  categoryName,
}: {
  preview: StageGatePreview;
  categoryName: (code: string) => string;
}) {
  const { t } = useTranslation();
  const waiting = Object.entries(preview.waitlist).filter(([, rows]) => rows.length > 0);
  return (
    <Stack gap="5" data-testid="gate-preview-result">
      <Text>
        {t('organizerArea.stageGate.summary', {
          invited: preview.invited.length,
          waiting: waiting.reduce((sum, [, rows]) => sum + rows.length, 0),
          leftOut: preview.left_out.length,
        })}{' '}
        <Badge>{t(`organizerArea.stageGate.tieBreaks.${preview.tie_break}`)}</Badge>
      </Text>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('organizerArea.stageGate.invitedHeading', { count: preview.invited.length })}
        </Heading>
        {preview.invited.length === 0 ? (
          <Text color="fg.muted">{t('organizerArea.stageGate.nobody')}</Text>
        ) : (
          <ChoicesTable
            rows={preview.invited}
            label={t('organizerArea.stageGate.invitedHeading', { count: preview.invited.length })}
            categoryName={categoryName}
          />
        )}
      </Stack>
      {waiting.map(([category, rows]) => (
        <Stack gap="2" key={category}>
          <Heading as="h3" size="sm">
            {t('organizerArea.stageGate.waitlistHeading', { category: categoryName(category), count: rows.length })}
          </Heading>
          <ChoicesTable
            rows={rows}
            label={t('organizerArea.stageGate.waitlistHeading', {
              category: categoryName(category),
              count: rows.length,
            })}
            categoryName={categoryName}
          />
        </Stack>
      ))}
      {preview.left_out.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('organizerArea.stageGate.leftOutHeading', { count: preview.left_out.length })}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" data-testid="gate-left-out">
            {preview.left_out.map((row) => (
              <Text as="li" key={`${row.place}-${row.username}`}>
                {t('organizerArea.stageGate.leftOutRow', {
                  place: row.place,
                  username: row.username,
                  reason: t(`organizerArea.stageGate.reasons.${row.reason}`),
                })}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
