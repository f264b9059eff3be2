import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { AppPage } from '../../features/app-shell/AppPage';
import { useSignedInUser } from '../../features/auth/signed-in-user';
import { PlaygroundCard } from '../../features/dashboard/PlaygroundCard';
import { UnderConstructionCard } from '../../features/dashboard/UnderConstructionCard';

export function DashboardPage() {
  const { t } = useTranslation();
  const { username } = useSignedInUser();
  return (
    <AppPage title={t('app.dashboard.title')} heading={t('app.dashboard.welcome', { username })}>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mt={{ base: '-2', md: '-4' }}>
        {t('app.dashboard.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <PlaygroundCard />
        <UnderConstructionCard />
      </SimpleGrid>
    </AppPage>
  );
}
