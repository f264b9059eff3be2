import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { BuildingIcon, HourglassIcon, MedalIcon, UserCheckIcon, UsersIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';

/** The counts are read again this often while the page is open (and whenever the tab regains focus). */
const REFRESH_MS = 30_000;

interface StatCardProps {
  label: string;
  value: number;
  to: string;
  icon: ReactNode;
  testId: string;
}

function StatCard({ label, value, to, icon, testId }: StatCardProps) {
  const { t } = useTranslation();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      display="flex"
      flexDirection="column"
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'brand.muted', bg: 'whiteAlpha.50' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      data-testid={testId}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Text color="fg.muted" fontWeight="medium">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={to}>{label}</RouterLink>
          </LinkOverlay>
        </Text>
        <Box color="brand.fg" fontSize="xl" aria-hidden="true">
          {icon}
        </Box>
      </HStack>
      <Text
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="bold"
        lineHeight="1.1"
        mt="auto"
        pt="2"
        data-testid="stat-value"
      >
        {value}
      </Text>
      <Text fontSize="sm" color="fg.subtle" mt="1" aria-hidden="true">
        {t('admin.dashboard.open')} →
      </Text>
    </LinkBox>
  );
}

/** Issue 1: live counts, each a way into its list. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const stats = trpc.admin.stats.useQuery(undefined, { refetchInterval: REFRESH_MS });

  return (
    <AdminPage title={t('admin.dashboard.title')} description={t('admin.dashboard.intro')}>
      {stats.isPending ? (
        <PageLoading />
      ) : stats.isError ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap={{ base: '3', md: '4' }}>
          <StatCard
            label={t('admin.dashboard.users')}
            value={stats.data.users}
            to={ADMIN_PATHS.users}
            icon={<UsersIcon />}
            testId="stat-users"
          />
          <StatCard
            label={t('admin.dashboard.verifiedUsers')}
            value={stats.data.verified_users}
            to={ADMIN_PATHS.users}
            icon={<UserCheckIcon />}
            testId="stat-verified-users"
          />
          <StatCard
            label={t('admin.dashboard.pendingApplications')}
            value={stats.data.pending_applications}
            to={ADMIN_PATHS.competitorTab('pending')}
            icon={<HourglassIcon />}
            testId="stat-pending"
          />
          <StatCard
            label={t('admin.dashboard.teamSize')}
            value={stats.data.team_size}
            to={ADMIN_PATHS.competitorTab('ctf-team')}
            icon={<MedalIcon />}
            testId="stat-team"
          />
          <StatCard
            label={t('admin.dashboard.institutions')}
            value={stats.data.institutions}
            to={ADMIN_PATHS.institutions}
            icon={<BuildingIcon />}
            testId="stat-institutions"
          />
        </Grid>
      )}
    </AdminPage>
  );
}
