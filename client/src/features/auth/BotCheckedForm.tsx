import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type TextTable, textKey } from '../../lib/text-table';
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
  /** The form's texts: the table with its button's `submit` and `submitting`. */
  texts: TextTable<'submit' | 'submitting'>;
  /** The fields. */
  children: ReactNode;
}

/** A public form: its fields, then the human-verification widget and the submit button. */
export function BotCheckedForm({
  of: { botCheck, isSubmitting },
  onSubmit,
  isBlockedUntilSolved = false,
  texts,
  children,
}: BotCheckedFormProps) {
  const { t } = useTranslation();
  return (
    <AuthForm onSubmit={(event) => void onSubmit(event)}>
      {children}
      <BotCheck action={botCheck.action} onToken={botCheck.onToken} resetKey={botCheck.resetKey} />
      <SubmitButton
        isSubmitting={isSubmitting}
        isBlocked={isBlockedUntilSolved && !botCheck.token}
        submittingLabel={t(textKey(texts, 'submitting'))}
      >
        {t(textKey(texts, 'submit'))}
      </SubmitButton>
    </AuthForm>
  );
}
