import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { AdminDialog } from '../components/AdminDialog';
import { InstitutionSearchList } from './InstitutionPicker';
import { useInterfaceScript } from '@/lib/script';

interface InstitutionFilterProps {
  /** The institution filtered by (from the address), or undefined for any. */
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/**
 * The competitors list's institution filter: a button naming the institution shown (or "any"), which
 * opens a search of the institutions; the choice goes into the address as the other filters do.
 */
export function InstitutionFilter({ value, onChange }: InstitutionFilterProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const current = trpc.admin.institutions.get.useQuery({ id: value ?? 0 }, { enabled: value !== undefined });
  const label =
    value === undefined
      ? t('admin.competitors.filters.clearInstitution')
      : current.data
        ? inScript(current.data.name)
        : current.isError
          ? t('admin.competitors.filters.unknownInstitution')
          : '…';
  const open = () => {
    setChoice(value ?? null);
    setIsOpen(true);
  };
  const close = () => setIsOpen(false);

  return (
    <HStack gap="2" minW="0" maxW="full">
      <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap" id={`${id}-label`}>
        {t('admin.competitors.filters.institution')}
      </Text>
      <Button
        size="sm"
        variant="outline"
        onClick={open}
        aria-labelledby={`${id}-label ${id}-value`}
        maxW={{ base: '48', md: '64' }}
        minW="0"
        data-testid="institution-filter"
      >
        <Text as="span" truncate id={`${id}-value`} title={label}>
          {label}
        </Text>
      </Button>
      {value !== undefined && (
        <Button size="sm" variant="ghost" onClick={() => onChange(undefined)}>
          {t('admin.competitors.filters.clear')}
        </Button>
      )}
      <AdminDialog
        isOpen={isOpen}
        onClose={close}
        title={t('admin.competitors.filters.institutionTitle')}
        data-testid="institution-filter-dialog"
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              colorPalette="brand"
              disabled={choice === null}
              onClick={() => {
                if (choice !== null) onChange(choice);
                close();
              }}
            >
              {t('admin.competitors.filters.institutionApply')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          {isOpen && <InstitutionSearchList selectedId={choice} onSelect={(id) => setChoice(id)} />}
        </Stack>
      </AdminDialog>
    </HStack>
  );
}
