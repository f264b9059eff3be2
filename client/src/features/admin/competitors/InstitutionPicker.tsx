import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { trpc } from '@/lib/trpc';
import { AdminDialog } from '../components/AdminDialog';
import { RadioPickList } from '../components/RadioPickList';
import { SearchInput } from '@/components/data-table';
import { useNotifyError } from '../errors';
import type { AdminCompetitor } from '../types';
import { CtfdMoveWarning } from './CtfdMoveWarning';
import { institutionText } from './institution-text';
import { useInterfaceScript } from '@/lib/script';

const PICKER_PAGE_SIZE = 10;

interface InstitutionPickerProps {
  competitor: Pick<AdminCompetitor, 'id' | 'full_name' | 'institution' | 'institution_name' | 'version' | 'status'>;
  onClose: () => void;
}

/**
 * The institutions searched on the server (any script), as radio buttons: the first ten matches in
 * Serbian order. Shared by the picker of an application's institution and the competitors filter.
 */
export function InstitutionSearchList({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (id: number, institution: { name: string; city: string }) => void;
}) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const [search, setSearch] = useState('');
  const institutions = trpc.admin.institutions.list.useQuery(
    { search, per_page: PICKER_PAGE_SIZE, sort: 'name' },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <SearchInput value={search} onSearch={setSearch} label={t('admin.competitors.picker.search')} />
      <RadioPickList
        legend={t('admin.competitors.picker.listLabel')}
        name="institution"
        query={institutions}
        emptyText={t('admin.competitors.picker.empty')}
        selectedId={selectedId}
        onSelect={(institution) => onSelect(institution.id, institution)}
        primary={(institution) => inScript(institution.name)}
        secondary={(institution) => inScript(institution.city)}
        footer={(page) =>
          page.meta.total > page.data.length && (
            <Text fontSize="sm" color="fg.subtle" mt="3">
              {t('admin.competitors.picker.more', { shown: page.data.length, total: page.meta.total })}
            </Text>
          )
        }
      />
    </>
  );
}

/**
 * Spec sections 2 and 5: the admin picks a real institution for a pending application (often one
 * the applicant typed by hand). Saving needs a choice; on success the picker closes, and its
 * selection is gone with it.
 */
function InstitutionPickerBody({ competitor, onClose }: InstitutionPickerProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [selectedName, setSelectedName] = useState('');
  const setInstitution = trpc.admin.competitors.setInstitution.useMutation({
    onSuccess: async (updated) => {
      notify({
        type: 'success',
        title: t('admin.competitors.picker.saved', {
          name: updated.full_name,
          institution: institutionText(t, inScript, updated),
        }),
      });
      onClose();
      await utils.admin.competitors.invalidate();
    },
    onError: async (error) => {
      notifyError(error);
      // Decided or changed by another admin meanwhile (EDIT_CONFLICT, NOTHING_TO_DECIDE): show what is true now.
      await utils.admin.competitors.invalidate();
    },
  });

  // Decided already, with a school typed in: the name is linked for everyone who typed it (issue 13).
  const linking = competitor.status !== 'pending';
  const typed = competitor.institution_name ?? '';
  // Where CTFd would move these players (and delete their solves there), asked before the link.
  const moves = trpc.admin.competitors.typedSchoolMoves.useQuery({ id: competitor.id }, { enabled: linking });
  const [confirmedRunning, setConfirmedRunning] = useState(false);
  const mustConfirm = linking && (moves.data?.ctfds.some((ctfd) => ctfd.running) ?? false);
  const linkTypedSchool = trpc.admin.competitors.linkTypedSchool.useMutation({
    onSuccess: async ({ linked }) => {
      notify({
        type: 'success',
        title: t('admin.competitors.picker.linked', { typed, institution: selectedName, count: linked }),
      });
      onClose();
      await utils.admin.competitors.invalidate();
    },
    onError: async (error) => {
      notifyError(error);
      // A competition may have started since the warning was drawn (CTFD_MOVE_UNCONFIRMED).
      await utils.admin.competitors.typedSchoolMoves.invalidate();
    },
  });
  const isSaving = setInstitution.isPending || linkTypedSchool.isPending;

  const save = () => {
    if (selectedId === null) return;
    if (linking)
      linkTypedSchool.mutate({
        id: competitor.id,
        institution_id: Number(selectedId),
        ...(confirmedRunning ? { confirm_running: true } : {}),
      });
    else setInstitution.mutate({ id: competitor.id, institution_id: Number(selectedId), version: competitor.version });
  };

  return (
    <AdminDialog
      isOpen
      onClose={onClose}
      title={t(linking ? 'admin.competitors.picker.linkTitle' : 'admin.competitors.picker.title')}
      isBusy={isSaving}
      data-testid="institution-picker"
      action={{
        label: t(linking ? 'admin.competitors.picker.link' : 'admin.competitors.picker.save'),
        pendingLabel: t(linking ? 'admin.competitors.picker.linking' : 'admin.competitors.picker.saving'),
        onClick: save,
        palette: 'brand',
        isDisabled: selectedId === null || (mustConfirm && !confirmedRunning),
      }}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {linking
            ? t('admin.competitors.picker.linkText', { typed })
            : t('admin.competitors.picker.text', {
                name: competitor.full_name,
                current: institutionText(t, inScript, competitor),
              })}
        </Text>
        <InstitutionSearchList
          selectedId={selectedId}
          onSelect={(id, institution) => {
            setSelectedId(id);
            setSelectedName(inScript(institution.name));
          }}
        />
        {linking && moves.data && (
          <CtfdMoveWarning
            moves={moves.data}
            confirmed={confirmedRunning}
            onConfirmedChange={setConfirmedRunning}
            disabled={isSaving}
          />
        )}
      </Stack>
    </AdminDialog>
  );
}

/** Mounted only while open, so every opening starts without a selection. */
export function InstitutionPicker({
  competitor,
  onClose,
}: {
  competitor: InstitutionPickerProps['competitor'] | null;
  onClose: () => void;
}) {
  return competitor ? <InstitutionPickerBody competitor={competitor} onClose={onClose} /> : null;
}
