import type { DefaultValues, FieldError, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useFieldErrorText } from '../../components/form/use-field-error-text';
import { useZodForm, type FormSchema } from '../../components/form/use-zod-form';
import type { BotCheckAction } from '../bot-check/actions';
import { useBotCheck } from '../bot-check/use-bot-check';
import { AUTH_TEXTS, type ValidationKey } from './validation-messages';

interface PublicFormOptions<TValues extends FieldValues> {
  /** The action the form's bot-check token is solved for. */
  action: BotCheckAction;
  defaultValues: DefaultValues<TValues>;
  /** Error texts the form words its own way. */
  errorTexts?: Partial<Record<ValidationKey, string>>;
}

/**
 * What every bot-checked auth form starts from: the form over its shared schema, the auth error
 * texts and the bot-check the form's call carries.
 */
export function usePublicForm<TValues extends FieldValues, TOutput>(
  schema: FormSchema<TValues, TOutput>,
  { action, defaultValues, errorTexts }: PublicFormOptions<TValues>,
) {
  const botCheck = useBotCheck(action);
  const zodForm = useZodForm(schema, { defaultValues });
  const errorText = useFieldErrorText(AUTH_TEXTS, errorTexts);
  const { errors, isSubmitting } = zodForm.form.formState;
  return { ...zodForm, botCheck, errorText, errors, isSubmitting };
}

/** What a field shared by the public forms takes from its form. */
export interface PublicFormFields<TName extends string> {
  field: (name: TName) => UseFormRegisterReturn;
  errors: Partial<Record<TName, FieldError>>;
  errorText: (error: FieldError | undefined) => string | undefined;
  isSubmitting: boolean;
}
