import { Input } from '@chakra-ui/react/input';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form/FormField';
import type { PublicFormFields } from './use-public-form';

/** The e-mail address of the public forms (registration, a new verification link, a forgotten password). */
export function EmailField({ of: { field, errors, errorText, isSubmitting } }: { of: PublicFormFields<'email'> }) {
  const { t } = useTranslation();
  return (
    <FormField isRequired label={t('auth.fields.email')} error={errorText(errors.email)} isDisabled={isSubmitting}>
      <Input {...field('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
    </FormField>
  );
}
