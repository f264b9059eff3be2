import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { FUNNEL_STAGES } from '@ctf/shared/schemas/statistics';
import { useTranslation } from 'react-i18next';

/** What each stage counts, for readers outside the platform (funders, the ministry). */
export function StageGlossary() {
  const { t } = useTranslation();
  return (
    <Box as="section" fontSize="sm" color="fg.muted">
      <Heading as="h2" size="xs" color="fg" mb="1">
        {t('admin.statistics.stagesTitle')}
      </Heading>
      <Text mb="2">{t('admin.statistics.stagesNote')}</Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="0.5">
        {FUNNEL_STAGES.map((stage) => (
          <Box key={stage} display="contents">
            <Text as="dt" fontWeight="medium" color="fg">
              {t(`admin.statistics.stages.${stage}`)}
            </Text>
            <Text as="dd">{t(`admin.statistics.stageHints.${stage}`)}</Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
