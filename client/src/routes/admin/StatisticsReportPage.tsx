import { StatisticsReport } from '../../features/admin/statistics/StatisticsReport';

/** /admin/statistics/report */
export function StatisticsReportPage() {
  return <StatisticsReport />;
}
