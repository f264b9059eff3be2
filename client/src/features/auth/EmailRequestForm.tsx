import { Input } from '@chakra-ui/react/input';
import type { TEmailRequestInput } from '@ctf/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import type { BotCheckAction } from '../bot-check/actions';
import { useBotCheck } from '../bot-check/use-bot-check';
import { AuthForm } from './AuthForm';
import { FormField } from '../../components/form/FormField';
import { useFieldErrorText } from '../../components/form/use-field-error-text';
import { useZodForm } from '../../components/form/use-zod-form';
import { AUTH_TEXTS } from './validation-messages';
import { authSchema } from './lazy-validation';
import { BotCheckedSubmit } from './BotCheckedSubmit';

const schema = authSchema((schemas) => schemas.emailRequest);

interface EmailRequestFormProps {
  action: Extract<BotCheckAction, 'resend' | 'forgot'>;
  /** Makes the call with the solved bot-check; answers the server's (neutral) message. */
  send: (input: TEmailRequestInput, botCheckToken: string) => Promise<{ message: string }>;
  onSent: (message: string, email: string) => void;
  /** The address to start with (from a link that knew it). */
  initialEmail?: string;
  submitLabel: string;
  submittingLabel: string;
}

/**
 * The e-mail + bot-check form of "resend the verification" and "forgot password" (spec sections 5
 * and 8): a missing bot-check or a failed call is an error toast, and any failure resets the widget.
 */
export function EmailRequestForm({
  action,
  send,
  onSent,
  submitLabel,
  submittingLabel,
  initialEmail = '',
}: EmailRequestFormProps) {
  const { t } = useTranslation();
  const botCheck = useBotCheck();
  const { form, field, showServerErrors } = useZodForm(schema, { defaultValues: { email: initialEmail } });
  const errorText = useFieldErrorText(AUTH_TEXTS);
  const { errors, isSubmitting } = form.formState;

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
    <AuthForm onSubmit={(event) => void submit(event)}>
      <FormField isRequired label={t('auth.fields.email')} error={errorText(errors.email)} isDisabled={isSubmitting}>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      </FormField>
      <BotCheckedSubmit
        action={action}
        botCheck={botCheck}
        isSubmitting={isSubmitting}
        submittingLabel={submittingLabel}
      >
        {submitLabel}
      </BotCheckedSubmit>
    </AuthForm>
  );
}
