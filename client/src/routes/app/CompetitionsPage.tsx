import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { AppPage } from '../../features/app-shell/AppPage';
import { CompetitionCards } from '../../features/competitions/CompetitionCards';
import '../../locales/competitions';

/** Spec "/app/competitions": a card per competition, or "coming soon" when there are none. */
export function CompetitionsPage() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('competitions.list.title')}>
      <Text color="fg.muted" mt={{ base: '-2', md: '-4' }}>
        {t('competitions.list.intro')}
      </Text>
      <CompetitionCards />
    </AppPage>
  );
}
