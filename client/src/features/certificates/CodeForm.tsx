import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { normalizeCertificateCode } from '@ctf/shared/certificate-code';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form/FormField';
import { useFieldErrorText, validationTexts } from '../../components/form/use-field-error-text';
import { useZodForm } from '../../components/form/use-zod-form';
import { certificatePath } from '../../lib/paths';

/** What a code looks like, for the hint (never a real one). */
export const EXAMPLE_CODE = 'K7QX-M2PD-9HFA-3TNE';

interface CodeValues {
  code: string;
}

const CODE_TEXTS = validationTexts({
  keys: ['invalid'] as const,
  prefix: 'certificateCheck.form',
  params: { example: EXAMPLE_CODE },
});

/**
 * The code in its written form, or the one error a code can have. A resolver of its own: the rule is
 * the shared reading of a code, and a zod schema would add zod to this public page.
 */
const resolveCode: Resolver<CodeValues> = (values) => {
  const code = normalizeCertificateCode(values.code);
  const result: ResolverResult<CodeValues> = code
    ? { values: { code }, errors: {} }
    : { values: {}, errors: { code: { type: 'validate', message: 'invalid' } } };
  return Promise.resolve(result);
};

/** Type a code (any case, with or without dashes) and go to its check page. */
export function CodeForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, field } = useZodForm(resolveCode, { defaultValues: { code: initialCode } });
  const errorText = useFieldErrorText(CODE_TEXTS);
  const submit = form.handleSubmit(({ code }) => void navigate(certificatePath(code)));

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="certificate-code-form">
      <Stack gap="3">
        <FormField
          isRequired
          label={t('certificateCheck.form.label')}
          hint={t('certificateCheck.form.hint', { example: EXAMPLE_CODE })}
          error={errorText(form.formState.errors.code)}
        >
          <Input
            {...field('code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            fontFamily="mono"
          />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          {t('certificateCheck.form.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
