import type { FormEvent, ReactNode } from 'react';
import { BotCheck } from '../bot-check/BotCheck';
import type { useBotCheck } from '../bot-check/use-bot-check';
import { AuthForm } from './AuthForm';
import { SubmitButton } from './SubmitButton';

interface BotCheckedFormProps {
  /** The form's state from usePublicForm. */
  of: { botCheck: ReturnType<typeof useBotCheck>; isSubmitting: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The button looks blocked until the check is solved (see SubmitButton's isBlocked). */
  isBlockedUntilSolved?: boolean;
  labels: { submit: string; submitting: string };
  /** The fields. */
  children: ReactNode;
}

/** A public form: its fields, then the human-verification widget and the submit button. */
export function BotCheckedForm({
  of: { botCheck, isSubmitting },
  onSubmit,
  isBlockedUntilSolved = false,
  labels,
  children,
}: BotCheckedFormProps) {
  return (
    <AuthForm onSubmit={(event) => void onSubmit(event)}>
      {children}
      <BotCheck action={botCheck.action} onToken={botCheck.onToken} resetKey={botCheck.resetKey} />
      <SubmitButton
        isSubmitting={isSubmitting}
        isBlocked={isBlockedUntilSolved && !botCheck.token}
        submittingLabel={labels.submitting}
      >
        {labels.submit}
      </SubmitButton>
    </AuthForm>
  );
}
