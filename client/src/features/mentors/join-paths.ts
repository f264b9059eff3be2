import { PATHS } from '../../lib/paths';

/** The query parameter that carries a school link's code to the application. */
export const JOIN_PARAM = 'join';

/** The competitor application, opened from a school link: the school comes filled in. */
export function applicationPathWithJoin(code: string): string {
  return `${PATHS.competitorWizard}?${new URLSearchParams({ [JOIN_PARAM]: code }).toString()}`;
}
