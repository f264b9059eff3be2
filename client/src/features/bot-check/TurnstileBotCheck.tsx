import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import type { BotCheckWidgetProps } from './actions';
import { loadTurnstile } from './load-turnstile';

interface TurnstileBotCheckProps extends BotCheckWidgetProps {
  siteKey: string;
}

/**
 * Cloudflare Turnstile, rendered explicitly into this component's box and removed with it. The
 * action is checked by the server against the form's endpoint; Turnstile refreshes an expired
 * challenge by itself, reporting the expiry first.
 */
export function TurnstileBotCheck({ siteKey, action, onToken }: TurnstileBotCheckProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const emitToken = useEffectEvent((token: string | null) => onToken(token));

  useEffect(() => {
    let isCancelled = false;
    let widgetId: string | null | undefined;
    loadTurnstile().then(
      (turnstile) => {
        if (isCancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          action,
          theme: 'dark',
          size: 'flexible',
          language: currentLanguage(),
          callback: (token) => emitToken(token),
          'expired-callback': () => emitToken(null),
          'timeout-callback': () => emitToken(null),
          'error-callback': () => emitToken(null),
        });
      },
      (error: unknown) => {
        console.error(error);
        if (!isCancelled) setHasLoadFailed(true);
      },
    );
    return () => {
      isCancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, action]);

  return (
    <Box data-testid="bot-check" data-provider="turnstile">
      <Box ref={container} minH="65px" />
      {hasLoadFailed && (
        <Text role="alert" fontSize="sm" color="red.300">
          {t('botCheck.loadFailed')}
        </Text>
      )}
    </Box>
  );
}
