import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { IconType } from 'react-icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { AccountSection } from './AccountSection';
import { DiscordIcon, GitHubIcon, LinkIcon } from './icons';
import { LINK_PROVIDERS, authorizeUrl, type LinkProvider } from './linking';
import { Notice } from './Notice';
import type { AccountLinks } from './types';

const PROVIDER_ICONS: Record<LinkProvider, IconType> = { discord: DiscordIcon, github: GitHubIcon };

/** A full page load to the server, which sends the browser to the provider and back. */
export function LinkButton({ provider, isLinked }: { provider: LinkProvider; isLinked: boolean }) {
  const { t } = useTranslation();
  const name = t(`account.providers.${provider}`);
  const Icon = PROVIDER_ICONS[provider];
  return (
    <Button
      asChild
      size={{ base: 'lg', md: 'md' }}
      w={{ base: 'full', sm: 'auto' }}
      flexShrink={0}
      colorPalette="brand"
      variant={isLinked ? 'outline' : 'solid'}
    >
      <a href={authorizeUrl(provider)}>
        <Icon aria-hidden="true" />
        {isLinked
          ? t('account.integrations.relink', { provider: name })
          : t('account.integrations.connect', { provider: name })}
      </a>
    </Button>
  );
}

/** A warning that something waits for a linked Discord account, with the button that links it. */
export function DiscordNeededNotice({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Notice
      status="warning"
      title={title}
      action={<LinkButton provider="discord" isLinked={false} />}
      data-testid={testId}
    >
      {text}
    </Notice>
  );
}

function ProviderRow({ provider, link }: { provider: LinkProvider; link: AccountLinks[LinkProvider] }) {
  const { t } = useTranslation();
  const Icon = PROVIDER_ICONS[provider];
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      gap="4"
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      py="4"
      borderTopWidth="1px"
      borderColor="border.muted"
      _first={{ borderTopWidth: 0, pt: 0 }}
      _last={{ pb: 0 }}
      data-testid={`integration-${provider}`}
    >
      <HStack gap="3" align="center" minW="0">
        <Box flexShrink={0} fontSize="2xl" color={link ? 'fg' : 'fg.subtle'} aria-hidden="true">
          <Icon />
        </Box>
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{t(`account.providers.${provider}`)}</Text>
            {provider === 'discord' && !link && (
              <Badge colorPalette="orange" variant="subtle">
                {t('account.integrations.requiredForCompetitors')}
              </Badge>
            )}
          </HStack>
          {link ? (
            <>
              <Text fontSize="sm" wordBreak="break-word" data-testid={`integration-${provider}-username`}>
                {t('account.integrations.connectedAs', { username: link.username })}
              </Text>
              <Text fontSize="xs" color="fg.subtle">
                {t('account.integrations.linkedAt', { date: formatDateTime(link.linked_at) })}
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('account.integrations.notConnected')}
            </Text>
          )}
        </Stack>
      </HStack>
      <LinkButton provider={provider} isLinked={link !== null} />
    </Stack>
  );
}

/** Spec "/app/account": Discord and GitHub, each to connect or relink. */
export function IntegrationsSection({ links }: { links: AccountLinks }) {
  const { t } = useTranslation();
  return (
    <AccountSection icon={<LinkIcon />} title={t('account.integrations.title')} data-testid="integrations-section">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('account.integrations.description')}
        </Text>
        <Stack as="ul" listStyleType="none" gap="0">
          {LINK_PROVIDERS.map((provider) => (
            <ProviderRow key={provider} provider={provider} link={links[provider]} />
          ))}
        </Stack>
      </Stack>
    </AccountSection>
  );
}
