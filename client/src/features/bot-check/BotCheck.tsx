import { publicConfig } from '../../lib/public-config';
import type { BotCheckWidgetProps } from './actions';
import { DevBotCheck } from './DevBotCheck';
import { TurnstileBotCheck } from './TurnstileBotCheck';

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
    <DevBotCheck key={resetKey} {...props} />
  );
}
