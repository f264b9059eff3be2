import { TwoFactorSetup } from '../../features/account/security/TwoFactorSetup';
import '../../locales/security';
import { featurePage } from './feature-page';

/** /app/account/two-factor: set up or confirm two-step sign-in (staff come here before their area). */
export const TwoFactorPage = featurePage('security.twoFactorTitle', TwoFactorSetup);
