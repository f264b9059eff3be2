import { MentorRequestsList } from '../../features/admin/mentors/MentorRequestsList';

/** /admin/mentor-requests?status=&page= */
export function MentorRequestsPage() {
  return <MentorRequestsList />;
}
