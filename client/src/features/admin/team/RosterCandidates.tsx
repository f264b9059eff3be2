import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { RosterCandidate } from '@ctf/shared/schemas/roster';
import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { listPlaceholder } from '../components/list-placeholder';
import { PlusIcon } from '../icons';
import { FinalsPlaces } from './FinalsPlaces';

interface RosterCandidatesProps {
  rosterId: number;
  /** The roster's version: candidates are read again after each change. */
  version: number;
  isBusy: boolean;
  onAdd: (candidate: RosterCandidate) => void;
}

function CandidateRow({
  candidate,
  isBusy,
  onAdd,
}: {
  candidate: RosterCandidate;
  isBusy: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      data-testid="roster-candidate"
      data-username={candidate.username}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {candidate.full_name ? inScript(candidate.full_name) : candidate.username}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {candidate.username}
            {candidate.age !== null && ` · ${candidate.age}`}
          </Text>
        </Text>
        <FinalsPlaces finals={candidate.finals} />
      </Stack>
      <Button
        size="sm"
        variant="outline"
        disabled={isBusy}
        onClick={onAdd}
        aria-label={t('admin.team.roster.add.addNamed', { username: candidate.username })}
      >
        <PlusIcon aria-hidden="true" />
        {t('admin.team.roster.add.add')}
      </Button>
    </HStack>
  );
}

/** "Add players": the season's finalists first, by finals place, then a search over accepted competitors. */
export function RosterCandidates({ rosterId, version, isBusy, onAdd }: RosterCandidatesProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const candidates = trpc.admin.roster.candidates.useQuery(
    { id: rosterId, ...(deferred ? { search: deferred } : {}) },
    { placeholderData: (previous) => previous },
  );
  const utils = trpc.useUtils();
  // A change of the roster (its version) changes who may be added.
  useStaleOnVersion(version, () => void utils.admin.roster.candidates.invalidate({ id: rosterId }));
  const finalists = candidates.data?.filter((candidate) => candidate.finalist) ?? [];
  const matches = candidates.data?.filter((candidate) => !candidate.finalist) ?? [];
  const row = (candidate: RosterCandidate) => (
    <CandidateRow key={candidate.user_id} candidate={candidate} isBusy={isBusy} onAdd={() => onAdd(candidate)} />
  );
  return (
    <Stack gap="4" data-testid="roster-candidates">
      <Text color="fg.muted" fontSize="sm">
        {t('admin.team.roster.add.hint')}
      </Text>
      {listPlaceholder(candidates) ?? (
        <>
          <CandidateList
            title={t('admin.team.roster.add.finalists')}
            empty={t('admin.team.roster.add.noFinalists')}
            testId="roster-finalists"
          >
            {finalists.map(row)}
          </CandidateList>
          <FormField label={t('admin.team.roster.add.search')}>
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('admin.team.roster.add.searchPlaceholder')}
              data-testid="roster-search"
            />
          </FormField>
          {deferred && (
            <CandidateList
              title={t('admin.team.roster.add.results')}
              empty={t('admin.team.roster.add.noResults')}
              testId="roster-matches"
            >
              {matches.map(row)}
            </CandidateList>
          )}
        </>
      )}
    </Stack>
  );
}

/** A titled list of candidates, or a line saying it is empty. */
function CandidateList({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: string;
  testId: string;
  children: ReactNode[];
}) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{title}</Text>
      {children.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" data-testid={testId}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/** Runs `onChange` when `version` changes after the first render. */
function useStaleOnVersion(version: number, onChange: () => void) {
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    onChange();
  });
}
