import type { TEmailRequestInput } from '@ctf/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import type { TextTable } from '../../lib/text-table';
import type { BotCheckAction } from '../bot-check/actions';
import { BotCheckedForm } from './BotCheckedForm';
import { EmailField } from './EmailField';
import { authSchema } from './lazy-validation';
import { usePublicForm } from './use-public-form';

const schema = authSchema((schemas) => schemas.emailRequest);

interface EmailRequestFormProps {
  action: Extract<BotCheckAction, 'resend' | 'forgot'>;
  /** Makes the call with the solved bot-check; answers the server's (neutral) message. */
  send: (input: TEmailRequestInput, botCheckToken: string) => Promise<{ message: string }>;
  onSent: (message: string, email: string) => void;
  /** The address to start with (from a link that knew it). */
  initialEmail?: string;
  texts: TextTable<'submit' | 'submitting'>;
}

/**
 * The e-mail + bot-check form of "resend the verification" and "forgot password" (spec sections 5
 * and 8): a missing bot-check or a failed call is an error toast, and any failure resets the widget.
 */
export function EmailRequestForm({ action, send, onSent, texts, initialEmail = '' }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const request = usePublicForm(schema, { action, defaultValues: { email: initialEmail } });
  const { form, showServerErrors, botCheck } = request;

  const submit = form.handleSubmit(async (values) => {
    const botCheckToken = botCheck.tokenOrAsk(t('botCheck.captchaRequired'));
    if (!botCheckToken) return;
    try {
      const { message } = await send(values, botCheckToken);
      onSent(message, values.email);
    } catch (error) {
      showServerErrors(error);
      notify({ type: 'error', title: serverMessageOf(error) ?? t('auth.genericError') });
      botCheck.reset();
    }
  });

  return (
    <BotCheckedForm of={request} onSubmit={submit} texts={texts}>
      <EmailField of={request} />
    </BotCheckedForm>
  );
}
