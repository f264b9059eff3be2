import { useParams } from 'react-router-dom';
import { RosterEditor } from '../../features/admin/team/RosterEditor';

/** /admin/team/:id */
export function TeamRosterPage() {
  const id = Number(useParams().id);
  return <RosterEditor key={id} id={id} />;
}
