import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { IMPORT_OUTCOMES, type ImportReport } from '@ctf/shared/schemas/moving-in';
import { useTranslation } from 'react-i18next';
import { OUTCOME_COLORS } from './OutcomeBadge';

/** The report's four figures, each in its outcome's colour (a zero stays grey: nothing to look at). */
export function ReportCounts({ counts }: { counts: ImportReport['counts'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" data-testid="import-counts">
      {IMPORT_OUTCOMES.map((outcome) => {
        const palette = counts[outcome] > 0 ? OUTCOME_COLORS[outcome] : 'gray';
        return (
          <Box
            key={outcome}
            colorPalette={palette}
            borderWidth="1px"
            borderColor="colorPalette.muted"
            bg="colorPalette.subtle"
            rounded="lg"
            px="4"
            py="3"
            data-testid={`import-count-${outcome}`}
          >
            <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
              {t(`admin.movingIn.outcomes.${outcome}`)}
            </Text>
            <Text
              as="dd"
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="bold"
              color="colorPalette.fg"
              lineHeight="1.2"
            >
              {counts[outcome]}
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
