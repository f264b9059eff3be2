import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { FormField } from '@/components/form/FormField';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SearchInput } from '@/components/data-table';
import { useNotifyError } from '../errors';
import { useInterfaceScript } from '@/lib/script';

/**
 * Merge a duplicate into this institution: find the duplicate by name, confirm, and every application
 * naming it moves here (audited on both).
 */
export function InstitutionMerge({ keep }: { keep: { id: number; name: string; city: string } }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const label = (institution: { name: string; city: string }) =>
    `${inScript(institution.name)} (${inScript(institution.city)})`;
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const candidates = trpc.admin.institutions.list.useQuery(
    { search, per_page: 10, page: 1 },
    { enabled: search.trim().length >= 2 },
  );
  const options = (candidates.data?.data ?? []).filter((i) => i.id !== keep.id);
  const duplicate = options.find((i) => i.id === chosen) ?? null;
  const merge = trpc.admin.institutions.merge.useMutation({
    onSuccess: async (result) => {
      setConfirming(false);
      setChosen(null);
      notify({
        type: 'success',
        title: t('admin.institutions.merge.done', { count: result.moved_applications, name: inScript(keep.name) }),
      });
      await Promise.all([utils.admin.institutions.invalidate(), utils.admin.audit.invalidate()]);
    },
    onError: (error) => {
      setConfirming(false);
      notifyError(error);
    },
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="merge-title" data-testid="institution-merge">
      <Heading as="h2" size="md" id="merge-title">
        {t('admin.institutions.merge.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('admin.institutions.merge.text', { name: inScript(keep.name) })}
      </Text>
      <SearchInput value={search} onSearch={setSearch} label={t('admin.institutions.merge.search')} />
      {options.length > 0 && (
        <FormField label={t('admin.institutions.merge.duplicate')}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="duplicate"
              value={chosen ?? ''}
              onChange={(event) => setChosen(Number(event.currentTarget.value) || null)}
            >
              <option value="">{t('admin.institutions.form.choose')}</option>
              {options.map((i) => (
                <option key={i.id} value={i.id}>
                  {label(i)} #{i.id}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      <div>
        <Button variant="outline" colorPalette="red" disabled={!duplicate} onClick={() => setConfirming(true)}>
          {t('admin.institutions.merge.action')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming && duplicate !== null}
        onClose={() => setConfirming(false)}
        onConfirm={() => duplicate && merge.mutate({ keep_id: keep.id, remove_id: duplicate.id })}
        isConfirming={merge.isPending}
        title={t('admin.institutions.merge.confirmTitle')}
        text={t('admin.institutions.merge.confirmText', {
          duplicate: duplicate ? label(duplicate) : '',
          name: label(keep),
        })}
        confirmLabel={t('admin.institutions.merge.action')}
        confirmingLabel={t('admin.common.saving')}
      />
    </Stack>
  );
}
