import { Button } from '@chakra-ui/react/button';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { publicConfig } from '../../lib/public-config';
import { ExternalLinkIcon, FlagIcon } from '../app-shell/icons';
import { InfoCard } from '../app-shell/InfoCard';

/** The 24/7 training area on the external CTF platform, entered with the platform's own credentials. */
export function PlaygroundCard() {
  const { t } = useTranslation();
  return (
    <InfoCard
      data-testid="playground-card"
      icon={<FlagIcon />}
      title={t('app.dashboard.playgroundTitle')}
      text={t('app.dashboard.playgroundText')}
      footer={
        <Button asChild colorPalette="brand">
          <a href={publicConfig.ctfPlaygroundUrl} target="_blank" rel="noopener noreferrer">
            {t('app.dashboard.playgroundButton')}
            <ExternalLinkIcon />
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </a>
        </Button>
      }
    />
  );
}
