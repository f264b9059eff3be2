import { AccountOverview } from '../../features/account/AccountOverview';
import '../../locales/account';
import { featurePage } from './feature-page';

export const AccountPage = featurePage('account.title', AccountOverview);
