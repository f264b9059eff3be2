import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlError } from '@/components/form/use-control-error';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { formatSize } from './import-form';

interface FileFieldProps {
  file: File | undefined;
  onChoose: (file: File) => void;
  /** The error, already in the page's language. */
  error: string | undefined;
  isDisabled: boolean;
}

/**
 * The file to import: the browser's own picker behind a button in the page's language (the native
 * control speaks the browser's), the chosen file's name and size beside it.
 */
export function FileField({ file, onChoose, error, isDisabled }: FileFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { errorAttributes, errorNote } = useControlError(error);
  const describedBy = [errorAttributes['aria-describedby'], `${id}-label`, `${id}-name`, `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap="1.5">
      <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
        {t('admin.movingIn.form.file')}
      </Text>
      <HStack gap="3" wrap="wrap" minW="0">
        <FilePickButton
          accept=".csv,.json,text/csv,application/json,text/plain"
          inputTestId="import-file"
          onChoose={onChoose}
          disabled={isDisabled}
          aria-invalid={errorAttributes['aria-invalid']}
          aria-describedby={describedBy}
        >
          {t('admin.movingIn.form.chooseFile')}
        </FilePickButton>
        <Text
          id={`${id}-name`}
          fontSize="sm"
          color={file ? 'fg' : 'fg.muted'}
          minW="0"
          overflowWrap="anywhere"
          aria-live="polite"
          data-testid="import-file-name"
        >
          {file
            ? t('admin.movingIn.form.chosenFile', { name: file.name, size: formatSize(file.size, i18n.language) })
            : t('admin.movingIn.form.noFile')}
        </Text>
      </HStack>
      {errorNote}
      <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
        {t('admin.movingIn.form.fileHint')}
      </Text>
    </Stack>
  );
}
