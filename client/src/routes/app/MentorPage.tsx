import { RequireSession } from '../../features/auth/RequireSession';
import { MentorView } from '../../features/mentors/view/MentorView';
import '../../locales/mentors';
import { featurePage } from './feature-page';

const MentorFeature = featurePage('mentors.view.title', MentorView);

/**
 * `/app/mentor`: only mentors, with the second factor proved (the guard sends others on; the
 * server refuses their calls anyway).
 */
export function MentorPage() {
  return (
    <RequireSession role="mentor">
      <MentorFeature />
    </RequireSession>
  );
}
