import { Input } from '@chakra-ui/react/input';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form/FormField';
import type { PublicFormFields } from './use-public-form';
import { HINT_PARAMS } from './validation-messages';

type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  of: PublicFormFields<NewPasswordField>;
  labels: Record<NewPasswordField, ParseKeys>;
}

/** A new password and its repetition, with the rules as the first field's hint (registration, reset). */
export function NewPasswordFields({ of: { field, errors, errorText, isSubmitting }, labels }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        isRequired
        label={t(labels.password)}
        error={errorText(errors.password)}
        hint={t('auth.fields.passwordHint', HINT_PARAMS)}
        isDisabled={isSubmitting}
      >
        <Input {...field('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField
        isRequired
        label={t(labels.confirmPassword)}
        error={errorText(errors.confirmPassword)}
        isDisabled={isSubmitting}
      >
        <Input {...field('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
    </>
  );
}
