import { router } from '../../trpc/init';
import { apply } from './apply';
import { getOwn } from './get-own';
import { setMentorConsent } from './set-mentor-consent';
import { simulateOutcome } from './simulate-outcome';
import { updateOwn } from './update-own';

export const competitorsRouter = router({
  me: getOwn,
  create: apply,
  updateMe: updateOwn,
  simulateOutcome,
  setMentorConsent,
});
