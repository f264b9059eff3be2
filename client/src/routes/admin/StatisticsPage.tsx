import { Statistics } from '../../features/admin/statistics/Statistics';

/** /admin/statistics */
export function StatisticsPage() {
  return <Statistics />;
}
