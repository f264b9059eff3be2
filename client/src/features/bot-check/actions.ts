/** The forms guarded by the bot-check; the server checks that a token was solved for the same action. */
export type BotCheckAction = 'login' | 'register' | 'resend' | 'forgot' | 'reset';

/** Tokens of both providers are valid five minutes from the challenge. */
export const BOT_CHECK_TOKEN_LIFETIME_MS = 5 * 60_000;

export interface BotCheckWidgetProps {
  action: BotCheckAction;
  /** A fresh token after a solved challenge; null when it expired or the challenge failed. */
  onToken: (token: string | null) => void;
}
