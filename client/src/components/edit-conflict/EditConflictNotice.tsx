import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@/components/ui/recipes/data-list';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';

const BUTTON_FIT = { size: 'sm', maxW: 'full', h: 'auto', minH: '8', py: '1.5', whiteSpace: 'normal' } as const;

interface EditConflictNoticeProps {
  /** The other person's saved values, label and text each, in the form's order. */
  theirs: { label: string; value: string }[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Shown above an edit form whose save met a newer version: what the other person saved, and the
 * two ways on (the form keeps the editor's input until they choose to load the other values).
 */
export function EditConflictNotice({ theirs, onKeepMine, onTakeTheirs }: EditConflictNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" variant="surface" role="alert" alignItems="flex-start" data-testid="edit-conflict">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('common.editConflict.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="1">
            {t('common.editConflict.text')}
            <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm" gap={{ base: '2', sm: '1' }}>
              {theirs.map(({ label, value }) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue overflowWrap="anywhere">
                    {value || t('common.editConflict.empty')}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {/* The second button goes under the first when both do not fit beside each other, and a
                label wraps on the narrowest screens: neither sticks out of the notice. */}
            <Stack direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap="2">
              <Button {...BUTTON_FIT} colorPalette="brand" onClick={onKeepMine}>
                {t('common.editConflict.saveMine')}
              </Button>
              <Button {...BUTTON_FIT} variant="outline" onClick={onTakeTheirs}>
                {t('common.editConflict.loadTheirs')}
              </Button>
            </Stack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
