import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { ResultsPreview } from '../competitions/types';

/** How many names of each kind of change the preview lists before "… and N more". */
const LISTED = 20;

export function NameList({ names }: { names: string[] }) {
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
export function ResultsDiff({ diff }: { diff: NonNullable<ResultsPreview['diff']> }) {
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
