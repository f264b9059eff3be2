import { Grid } from '@chakra-ui/react/grid';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { BuildingIcon, HourglassIcon, MedalIcon, UserCheckIcon, UsersIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';
import { MailQueueCard } from './MailQueueCard';
import { StatCard } from './StatCard';

/** The counts are read again this often while the page is open (and whenever the tab regains focus). */
const REFRESH_MS = 30_000;

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
          <MailQueueCard
            depth={stats.data.mail_queue.depth}
            oldestAgeSeconds={stats.data.mail_queue.oldest_age_seconds}
          />
        </Grid>
      )}
    </AdminPage>
  );
}
