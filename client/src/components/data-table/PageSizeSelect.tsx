import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useTranslation } from 'react-i18next';

interface PageSizeSelectProps {
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
}

/** How many rows a page shows; a change goes back to page 1. */
export function PageSizeSelect({ value, sizes, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation();
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2">
      <Field.Label whiteSpace="nowrap" fontSize="sm" color="fg.muted" mb="0">
        {t('dataTable.perPage')}
      </Field.Label>
      <NativeSelect.Root size="sm" width="20">
        <NativeSelect.Field
          name="per_page"
          value={String(value)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
