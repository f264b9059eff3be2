import { useParams } from 'react-router-dom';
import { JoinSchool } from '../features/mentors/JoinSchool';

/** `/join/<code>`: a school's link. */
export function JoinPage() {
  const { code = '' } = useParams();
  return <JoinSchool code={code} />;
}
