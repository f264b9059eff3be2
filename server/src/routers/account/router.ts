import { router } from '../../trpc/init';
import { getAccount } from './get-account';
import { secondFactorRouter } from './second-factor';
import { securityRouter } from './security';

export const accountRouter = router({ me: getAccount, secondFactor: secondFactorRouter, security: securityRouter });
