import { router } from '../../trpc/init';
import { getAccount } from './get-account';
import { passkeysRouter } from './passkeys';
import { playgroundProgress, refreshPlaygroundProgress } from './playground';
import { deleteAccount, erasurePreview, exportData } from './own-data';
import { secondFactorRouter } from './second-factor';
import { securityRouter } from './security';

export const accountRouter = router({
  me: getAccount,
  secondFactor: secondFactorRouter,
  security: securityRouter,
  passkeys: passkeysRouter,
  exportData,
  erasurePreview,
  deleteAccount,
  playgroundProgress,
  refreshPlaygroundProgress,
});
