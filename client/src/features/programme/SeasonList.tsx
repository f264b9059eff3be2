import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Category, Season } from '@ctf/shared/schemas/programme';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { Panel } from '@/features/competitions/Panel';
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

const DELETE_KINDS = ['deleteSeason', 'deleteCategory'] as const;
type DeleteKind = (typeof DELETE_KINDS)[number];

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

  const deleteMutations = { deleteSeason, deleteCategory };
  const confirmDelete = async (kind: DeleteKind, item: Season | Category) => {
    await deleteMutations[kind].mutateAsync({ id: item.id }).then(
      () =>
        notify({ type: 'success', title: t(`organizerArea.seasons.${kind}.deleted`, { name: inScript(item.name) }) }),
      () => undefined,
    );
    close();
    await utils.programme.seasons.invalidate();
  };
  const toDelete =
    dialog?.kind === 'deleteSeason' ? dialog.season : dialog?.kind === 'deleteCategory' ? dialog.category : undefined;

  return (
    <Stack gap="6">
      {seasons.length === 0 && (
        <EmptyNotice title={t('organizerArea.seasons.empty')} icon={<CalendarIcon />} data-testid="seasons-empty" />
      )}
      {seasons.map((season) => (
        <Panel
          key={season.id}
          isSection
          title={inScript(season.name)}
          hint={t('organizerArea.seasons.competitions', { count: season.competitions })}
          actions={
            <>
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
            </>
          }
          data-testid="season"
        >
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
        </Panel>
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
      {DELETE_KINDS.map((kind) => (
        <ConfirmDialog
          key={kind}
          isOpen={dialog?.kind === kind}
          onClose={close}
          onConfirm={() => dialog?.kind === kind && toDelete && void confirmDelete(kind, toDelete)}
          isConfirming={deleteMutations[kind].isPending}
          title={t(`organizerArea.seasons.${kind}.title`, {
            name: dialog?.kind === kind && toDelete ? inScript(toDelete.name) : '',
          })}
          text={t(`organizerArea.seasons.${kind}.text`)}
          confirmLabel={t(`organizerArea.seasons.${kind}.confirm`)}
          confirmingLabel={t(`organizerArea.seasons.${kind}.deleting`)}
          cancelLabel={t(`organizerArea.seasons.${kind}.cancel`)}
        />
      ))}
    </Stack>
  );
}
