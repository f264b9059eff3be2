import { Grid } from '@chakra-ui/react/grid';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { Loaded } from '../components/list-placeholder';
import { BuildingIcon, HourglassIcon, MedalIcon, UserCheckIcon, UsersIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';
import { MailQueueCard } from './MailQueueCard';
import { StatCard } from './StatCard';

/** The counts are read again this often while the page is open (and whenever the tab regains focus). */
const REFRESH_MS = 30_000;

/** The counts, each with the list it opens (in the order shown). */
const COUNTS = [
  { label: 'users', stat: 'users', to: ADMIN_PATHS.users, Icon: UsersIcon, testId: 'stat-users' },
  {
    label: 'verifiedUsers',
    stat: 'verified_users',
    to: ADMIN_PATHS.users,
    Icon: UserCheckIcon,
    testId: 'stat-verified-users',
  },
  {
    label: 'pendingApplications',
    stat: 'pending_applications',
    to: ADMIN_PATHS.competitorTab('pending'),
    Icon: HourglassIcon,
    testId: 'stat-pending',
  },
  {
    label: 'teamSize',
    stat: 'team_size',
    to: ADMIN_PATHS.competitorTab('ctf-team'),
    Icon: MedalIcon,
    testId: 'stat-team',
  },
  {
    label: 'institutions',
    stat: 'institutions',
    to: ADMIN_PATHS.institutions,
    Icon: BuildingIcon,
    testId: 'stat-institutions',
  },
] as const;

/** Issue 1: live counts, each a way into its list. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const stats = trpc.admin.stats.useQuery(undefined, { refetchInterval: REFRESH_MS });

  return (
    <AdminPage title={t('admin.dashboard.title')} description={t('admin.dashboard.intro')}>
      <Loaded query={stats}>
        {(counts) => (
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap={{ base: '3', md: '4' }}>
            {COUNTS.map(({ label, stat, to, Icon, testId }) => (
              <StatCard
                key={stat}
                label={t(`admin.dashboard.${label}`)}
                value={counts[stat]}
                to={to}
                icon={<Icon />}
                testId={testId}
              />
            ))}
            <MailQueueCard depth={counts.mail_queue.depth} oldestAgeSeconds={counts.mail_queue.oldest_age_seconds} />
          </Grid>
        )}
      </Loaded>
    </AdminPage>
  );
}
