import { useParams } from 'react-router-dom';
import { RosterPrint } from '../../features/admin/team/RosterPrint';

/** /admin/team/:id/print */
export function TeamRosterPrintPage() {
  return <RosterPrint id={Number(useParams().id)} />;
}
