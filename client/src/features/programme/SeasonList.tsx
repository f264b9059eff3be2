import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Category, Season } from '@ctf/shared/schemas/programme';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { EmptyNotice } from '@/features/competitions/StateViews';
import { serverMessageOf } from '@/lib/errors';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { ConfirmDialog } from '../organizer/ConfirmDialog';
import { PlusIcon, TrashIcon } from '../organizer/icons';
import { CategoryDialog } from './CategoryDialog';
import { CategoryTable } from './CategoryTable';
import { CalendarIcon } from './icons';
import { SeasonDialog } from './SeasonDialog';

/** The one dialog open on the page, with what it is about. */
export type SeasonsDialog =
  | { kind: 'createSeason' }
  | { kind: 'renameSeason'; season: Season }
  | { kind: 'deleteSeason'; season: Season }
  | { kind: 'createCategory'; season: Season }
  | { kind: 'editCategory'; season: Season; category: Category }
  | { kind: 'deleteCategory'; category: Category };

interface SeasonListProps {
  seasons: Season[];
  dialog: SeasonsDialog | null;
  onDialog: (dialog: SeasonsDialog | null) => void;
}

/** Spec "/organizer/seasons": every season, newest first, each with its categories in their order. */
export function SeasonList({ seasons, dialog, onDialog }: SeasonListProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const utils = trpc.useUtils();
  const close = () => onDialog(null);
  const onError = (error: unknown) =>
    notify({ type: 'error', title: t('organizerArea.seasons.failed'), description: serverMessageOf(error) });
  const move = trpc.programme.moveCategory.useMutation({
    onSuccess: (categories, { id }) =>
      utils.programme.seasons.setData(undefined, (current) =>
        current?.map((season) =>
          season.categories.some((category) => category.id === id) ? { ...season, categories } : season,
        ),
      ),
    onError,
  });
  const deleteSeason = trpc.programme.deleteSeason.useMutation({ onError });
  const deleteCategory = trpc.programme.deleteCategory.useMutation({ onError });

  const confirmDeleteSeason = async (season: Season) => {
    await deleteSeason.mutateAsync({ id: season.id }).then(
      () =>
        notify({
          type: 'success',
          title: t('organizerArea.seasons.deleteSeason.deleted', { name: inScript(season.name) }),
        }),
      () => undefined,
    );
    close();
    await utils.programme.seasons.invalidate();
  };
  const confirmDeleteCategory = async (category: Category) => {
    await deleteCategory.mutateAsync({ id: category.id }).then(
      () =>
        notify({
          type: 'success',
          title: t('organizerArea.seasons.deleteCategory.deleted', { name: inScript(category.name) }),
        }),
      () => undefined,
    );
    close();
    await utils.programme.seasons.invalidate();
  };

  return (
    <Stack gap="6">
      {seasons.length === 0 && (
        <EmptyNotice title={t('organizerArea.seasons.empty')} icon={<CalendarIcon />} data-testid="seasons-empty" />
      )}
      {seasons.map((season) => (
        <Stack
          as="section"
          key={season.id}
          aria-labelledby={`season-${season.id}`}
          gap="4"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="lg"
          bg="bg.panel"
          p={{ base: '4', md: '6' }}
          data-testid="season"
        >
          <Flex gap="3" justify="space-between" wrap="wrap" align="center">
            <Stack gap="0.5">
              <Heading as="h2" size="lg" id={`season-${season.id}`}>
                {inScript(season.name)}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('organizerArea.seasons.competitions', { count: season.competitions })}
              </Text>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => onDialog({ kind: 'renameSeason', season })}>
                {t('organizerArea.seasons.rename')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={season.competitions > 0}
                title={season.competitions > 0 ? t('organizerArea.seasons.inUse') : undefined}
                onClick={() => onDialog({ kind: 'deleteSeason', season })}
              >
                <TrashIcon aria-hidden="true" />
                {t('organizerArea.seasons.delete')}
              </Button>
            </HStack>
          </Flex>
          {season.competitions > 0 && (
            <Text fontSize="sm" color="fg.subtle">
              {t('organizerArea.seasons.inUse')}
            </Text>
          )}
          {season.categories.length === 0 ? (
            <Text color="fg.muted">{t('organizerArea.seasons.noCategories')}</Text>
          ) : (
            <CategoryTable
              seasonName={season.name}
              categories={season.categories}
              isMoving={move.isPending}
              onMove={(category, direction) => move.mutate({ id: category.id, direction })}
              onEdit={(category) => onDialog({ kind: 'editCategory', season, category })}
              onDelete={(category) => onDialog({ kind: 'deleteCategory', category })}
            />
          )}
          <Button size="sm" alignSelf="flex-start" onClick={() => onDialog({ kind: 'createCategory', season })}>
            <PlusIcon aria-hidden="true" />
            {t('organizerArea.seasons.addCategory')}
          </Button>
        </Stack>
      ))}

      {(dialog?.kind === 'createSeason' || dialog?.kind === 'renameSeason') && (
        <SeasonDialog season={dialog.kind === 'renameSeason' ? dialog.season : undefined} onClose={close} />
      )}
      {(dialog?.kind === 'createCategory' || dialog?.kind === 'editCategory') && (
        <CategoryDialog
          season={dialog.season}
          category={dialog.kind === 'editCategory' ? dialog.category : undefined}
          onClose={close}
        />
      )}
      <ConfirmDialog
        isOpen={dialog?.kind === 'deleteSeason'}
        onClose={close}
        onConfirm={() => dialog?.kind === 'deleteSeason' && void confirmDeleteSeason(dialog.season)}
        isConfirming={deleteSeason.isPending}
        title={t('organizerArea.seasons.deleteSeason.title', {
          name: dialog?.kind === 'deleteSeason' ? inScript(dialog.season.name) : '',
        })}
        text={t('organizerArea.seasons.deleteSeason.text')}
        confirmLabel={t('organizerArea.seasons.deleteSeason.confirm')}
        confirmingLabel={t('organizerArea.seasons.deleteSeason.deleting')}
        cancelLabel={t('organizerArea.seasons.deleteSeason.cancel')}
      />
      <ConfirmDialog
        isOpen={dialog?.kind === 'deleteCategory'}
        onClose={close}
        onConfirm={() => dialog?.kind === 'deleteCategory' && void confirmDeleteCategory(dialog.category)}
        isConfirming={deleteCategory.isPending}
        title={t('organizerArea.seasons.deleteCategory.title', {
          name: dialog?.kind === 'deleteCategory' ? inScript(dialog.category.name) : '',
        })}
        text={t('organizerArea.seasons.deleteCategory.text')}
        confirmLabel={t('organizerArea.seasons.deleteCategory.confirm')}
        confirmingLabel={t('organizerArea.seasons.deleteCategory.deleting')}
        cancelLabel={t('organizerArea.seasons.deleteCategory.cancel')}
      />
    </Stack>
  );
}
