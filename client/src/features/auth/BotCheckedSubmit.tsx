import type { ReactNode } from 'react';
import type { BotCheckAction } from '../bot-check/actions';
import { BotCheck } from '../bot-check/BotCheck';
import type { useBotCheck } from '../bot-check/use-bot-check';
import { SubmitButton } from './SubmitButton';

interface BotCheckedSubmitProps {
  action: BotCheckAction;
  botCheck: ReturnType<typeof useBotCheck>;
  isSubmitting: boolean;
  /** The button looks blocked until the check is solved (see SubmitButton's isBlocked). */
  isBlockedUntilSolved?: boolean;
  submittingLabel: string;
  children: ReactNode;
}

/** The end of a public form: the human-verification widget, then the submit button. */
export function BotCheckedSubmit({
  action,
  botCheck,
  isSubmitting,
  isBlockedUntilSolved = false,
  submittingLabel,
  children,
}: BotCheckedSubmitProps) {
  return (
    <>
      <BotCheck action={action} onToken={botCheck.onToken} resetKey={botCheck.resetKey} />
      <SubmitButton
        isSubmitting={isSubmitting}
        isBlocked={isBlockedUntilSolved && !botCheck.token}
        submittingLabel={submittingLabel}
      >
        {children}
      </SubmitButton>
    </>
  );
}
