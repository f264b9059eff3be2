import { TeamRosters } from '../../features/admin/team/TeamRosters';

/** /admin/team */
export function TeamPage() {
  return <TeamRosters />;
}
