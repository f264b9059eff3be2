import { Box } from '@chakra-ui/react/box';
import { Suspense, lazy } from 'react';
import { importWithRetry } from '../../lib/lazy-part';
import { publicConfig } from '../../lib/public-config';
import type { BotCheckWidgetProps } from './actions';
import { TurnstileBotCheck } from './TurnstileBotCheck';

// The development stand-in is never shown in production: its code comes only where it is used, so
// a visitor's first page does not carry it.
const DevBotCheck = lazy(() =>
  importWithRetry(() => import('./DevBotCheck')).then((module) => ({ default: module.DevBotCheck })),
);

interface BotCheckProps extends BotCheckWidgetProps {
  /** A new value recreates the widget: a new challenge, no token. */
  resetKey?: number;
}

/** The human-verification widget of a form, whichever provider the server is configured with. */
export function BotCheck({ resetKey = 0, ...props }: BotCheckProps) {
  const { provider, siteKey } = publicConfig.botCheck;
  return provider === 'turnstile' && siteKey ? (
    <TurnstileBotCheck key={resetKey} siteKey={siteKey} {...props} />
  ) : (
    // The widget's own height while its code loads: nothing below it moves.
    <Suspense fallback={<Box minH="16" rounded="md" bg="bg.muted" borderWidth="1px" />}>
      <DevBotCheck key={resetKey} {...props} />
    </Suspense>
  );
}
