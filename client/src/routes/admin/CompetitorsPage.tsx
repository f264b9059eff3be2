import { COMPETITOR_TABS, type CompetitorTab } from '@ctf/shared/schemas/admin';
import { useParams } from 'react-router-dom';
import { CompetitorsView } from '../../features/admin/competitors/CompetitorsView';
import { NotFoundPage } from '../NotFoundPage';

const isTab = (value: string | undefined): value is CompetitorTab =>
  (COMPETITOR_TABS as readonly (string | undefined)[]).includes(value);

/** /admin/competitors/{all,ctf-team,pending} */
export function CompetitorsPage() {
  const { tab } = useParams();
  return isTab(tab) ? <CompetitorsView tab={tab} /> : <NotFoundPage />;
}
