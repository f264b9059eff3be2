import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { ZCertificateRevokeSchema, type CertificateRow } from '@ctf/shared/schemas/certificates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { useFieldErrorText, validationTexts } from '@/components/form/use-field-error-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { notify } from '@/components/ui/notify';
import { serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { AreaDialog } from '../../area-shell/AreaDialog';

/** The keys ZCertificateRevokeSchema's reason gives (the texts load lazily, so they are named here). */
const REVOKE_TEXTS = validationTexts({
  keys: ['invalid', 'reasonRequired', 'reasonMaxLength'] as const,
  prefix: 'certificatesStaff.validation',
});

/**
 * Asks before revoking one certificate, with the reason the audit log keeps; its check page then
 * says it was revoked. Cancel has the focus first: this cannot be undone.
 */
export function RevokeDialog({ certificate, onClose }: { certificate: CertificateRow; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const utils = trpc.useUtils();
  const revoke = trpc.organizer.certificates.revoke.useMutation();
  const { form, field, showServerErrors } = useZodForm(ZCertificateRevokeSchema, {
    defaultValues: { code: certificate.code, reason: '' },
  });
  const errorText = useFieldErrorText(REVOKE_TEXTS);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await revoke.mutateAsync(values);
      notify({ type: 'success', title: t('certificatesStaff.revoke.done') });
      await utils.organizer.certificates.list.invalidate();
      onClose();
    } catch (error) {
      if (!showServerErrors(error, ['reason'])) {
        notify({ type: 'error', title: t('certificatesStaff.revoke.failed'), description: serverMessageOf(error) });
      }
    }
  });

  return (
    <AreaDialog
      isOpen
      onClose={onClose}
      role="alertdialog"
      size="sm"
      isBusy={isSubmitting}
      isCancelFocused
      title={t('certificatesStaff.revoke.title')}
      closeLabel={t('certificatesStaff.revoke.close')}
      cancelLabel={t('certificatesStaff.revoke.cancel')}
      action={{
        label: t('certificatesStaff.revoke.confirm'),
        pendingLabel: t('certificatesStaff.revoke.confirming'),
        form: formId,
        palette: 'red',
      }}
      data-testid="revoke-dialog"
    >
      <chakra.form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Text color="fg.muted">
            {t('certificatesStaff.revoke.text', { code: certificate.code, name: certificate.holder })}
          </Text>
          <FormField
            isRequired
            label={t('certificatesStaff.revoke.reason')}
            hint={t('certificatesStaff.revoke.reasonHint')}
            error={errorText(errors.reason)}
          >
            <Textarea {...field('reason')} rows={3} maxLength={500} />
          </FormField>
        </Stack>
      </chakra.form>
    </AreaDialog>
  );
}
