import { CompetitorWizard } from '../../features/competitor/CompetitorWizard';
import '../../locales/account';
import { featurePage } from './feature-page';

export const CompetitorWizardPage = featurePage('account.wizard.title', CompetitorWizard);
