import { Input } from '@chakra-ui/react/input';
import type { ParseKeys } from 'i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form/FormField';
import { HINT_PARAMS } from './validation-messages';

type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  field: (name: NewPasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordField, FieldError>>;
  errorText: (error: FieldError | undefined) => string | undefined;
  labels: Record<NewPasswordField, ParseKeys>;
  isDisabled: boolean;
}

/** A new password and its repetition, with the rules as the first field's hint (registration, reset). */
export function NewPasswordFields({ field, errors, errorText, labels, isDisabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        isRequired
        label={t(labels.password)}
        error={errorText(errors.password)}
        hint={t('auth.fields.passwordHint', HINT_PARAMS)}
        isDisabled={isDisabled}
      >
        <Input {...field('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField
        isRequired
        label={t(labels.confirmPassword)}
        error={errorText(errors.confirmPassword)}
        isDisabled={isDisabled}
      >
        <Input {...field('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
    </>
  );
}
