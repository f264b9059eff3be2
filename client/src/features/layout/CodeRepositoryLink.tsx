import { Button, IconButton } from '@chakra-ui/react/button';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { CodeXmlIcon as LuCodeXml, GithubIcon as LuGithub } from '../../components/ui/lucide-icon';
import { publicConfig } from '../../lib/public-config';

// Read at render, not on import: the server's prerender sets the configuration before each page.
const isGitHub = (url: string) => /(^|\.)github\.com$/.test(new URL(url).hostname);

/** The provider's public code repository (a configuration value), opened in a new tab. */
export function CodeRepositoryLink({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const icon = isGitHub(publicConfig.codeRepositoryUrl) ? <LuGithub /> : <LuCodeXml />;
  const linkProps = { href: publicConfig.codeRepositoryUrl, target: '_blank', rel: 'noopener noreferrer' };

  if (!withLabel) {
    return (
      <IconButton asChild variant="ghost" size="md" color="fg.muted" _hover={{ color: 'fg' }}>
        <a {...linkProps} aria-label={`${t('nav.codeRepository')} ${t('common.opensInNewTab')}`}>
          {icon}
        </a>
      </IconButton>
    );
  }
  return (
    <Button asChild variant="outline" size="lg" justifyContent="flex-start" whiteSpace="normal" textAlign="start">
      <a {...linkProps}>
        {icon}
        {t('nav.codeRepository')}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </a>
    </Button>
  );
}
