import { useSearchParams } from 'react-router-dom';
import { MentorConfirm } from '../features/mentors/MentorConfirm';

/** `/mentor-confirm?token=…`: an institution's contact confirms a teacher's request. */
export function MentorConfirmPage() {
  const [searchParams] = useSearchParams();
  return <MentorConfirm token={searchParams.get('token')} />;
}
