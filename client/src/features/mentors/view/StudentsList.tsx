import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  MENTOR_STUDENTS_PAGE_SIZE,
  type MentorInstitution,
  type MentorStudent,
  type TMentorStudentsInput,
} from '@ctf/shared/schemas/mentors';
import {
  DataTable,
  FilterSelect,
  ListEmpty,
  SearchListToolbar,
  Pagination,
  TotalCount,
  useListParams,
  usePageInRange,
} from '../../../components/data-table';
import { PageLoading } from '../../layout/PageLoading';
import { QueryState } from '../../account/QueryState';
import { useInterfaceScript } from '../../../lib/script';
import { trpc } from '../../../lib/trpc';
import { categoriesColumn } from '../../people-categories/categories-column';
import { StageBadge } from './StageBadge';
import { playgroundText, resultText } from './student-text';

const LIST_CONFIG = {
  pageSizes: [MENTOR_STUDENTS_PAGE_SIZE],
  sorts: ['name'] as const,
  defaultSort: 'name' as const,
};
const column = createColumnHelper<MentorStudent>();

/**
 * The mentor's consenting students, paged and searched on the server, the school and season in the
 * address; on a phone each row is a card (the data table's phone layout).
 */
export function StudentsList({ institutions }: { institutions: MentorInstitution[] }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const params = useListParams(LIST_CONFIG);
  const seasons = trpc.programme.seasons.useQuery(undefined, { staleTime: 5 * 60_000 }).data ?? [];
  const season = params.filter(
    'season',
    seasons.map((one) => one.name),
  );
  const hasSeveralSchools = institutions.length > 1;
  const school = hasSeveralSchools
    ? params.filter(
        'school',
        institutions.map((one) => String(one.id)),
      )
    : undefined;
  const input: TMentorStudentsInput = {
    page: params.page,
    ...(params.search ? { search: params.search } : {}),
    ...(season ? { season } : {}),
    ...(school ? { institution_id: Number(school) } : {}),
  };
  const students = trpc.mentor.students.useQuery(input, { placeholderData: keepPreviousData });
  const page = students.data;
  usePageInRange(params.page, page?.meta.page_count, params.replacePage);

  const shownSeason = seasons.find((one) => one.name === page?.season);
  const namesOf = (codes: readonly string[]) =>
    codes.map((code) => shownSeason?.categories.find((category) => category.code === code)?.name ?? code);
  const schoolName = (id: number) => {
    const found = institutions.find((one) => one.id === id);
    return found ? inScript(found.name) : '';
  };

  const columns = [
    column.accessor((student) => `${student.first_name} ${student.last_name}`, {
      id: 'name',
      header: t('mentors.view.columns.name'),
      meta: { primary: true, wrap: true },
      cell: (info) => (
        <Stack gap="0">
          <Text as="span" fontWeight="medium" data-testid="student-name">
            {info.getValue()}
          </Text>
          {hasSeveralSchools && (
            <Text as="span" fontSize="xs" color="fg.muted">
              {schoolName(info.row.original.institution_id)}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display(categoriesColumn<MentorStudent>(t, { namesOf })),
    column.display({
      id: 'stage',
      header: t('mentors.view.columns.stage'),
      cell: ({ row }) => <StageBadge stage={row.original.stage} />,
    }),
    column.display({
      id: 'results',
      header: t('mentors.view.columns.results'),
      meta: { wrap: true },
      cell: ({ row }) =>
        row.original.results.length === 0 ? (
          t('mentors.view.noResults')
        ) : (
          <Stack gap="0">
            {row.original.results.map((result) => (
              <Text as="span" key={result.slug}>
                {resultText(t, result)}
              </Text>
            ))}
          </Stack>
        ),
    }),
    column.display({
      id: 'playground',
      header: t('mentors.view.columns.playground'),
      meta: { wrap: true },
      cell: ({ row }) => (
        <Text as="span" data-testid="student-playground">
          {playgroundText(t, row.original.playground)}
        </Text>
      ),
    }),
  ];

  let body;
  if (!page) {
    body = students.isError ? (
      <QueryState isError onRetry={() => void students.refetch()} isRetrying={students.isFetching} />
    ) : (
      <PageLoading />
    );
  } else if (page.data.length === 0) {
    body = (
      <ListEmpty
        title={params.search ? t('mentors.view.noMatches') : t('mentors.view.empty')}
        hint={params.search ? undefined : t('mentors.view.emptyHint')}
        data-testid="students-empty"
      />
    );
  } else {
    body = (
      <DataTable
        label={t('mentors.view.tableLabel')}
        columns={columns}
        data={page.data}
        getRowId={(student) => String(student.user_id)}
        isFetching={students.isPlaceholderData}
        data-testid="students-table"
      />
    );
  }

  return (
    <Stack gap="4">
      <SearchListToolbar
        params={params}
        label={t('mentors.view.searchLabel')}
        placeholder={t('mentors.view.searchPlaceholder')}
      >
        {hasSeveralSchools && (
          <FilterSelect
            params={params}
            name="school"
            label={t('mentors.view.school')}
            anyLabel={t('mentors.view.allSchools')}
            choices={institutions.map((one) => String(one.id))}
            choiceLabel={(id) => schoolName(Number(id))}
          />
        )}
        <FilterSelect
          params={params}
          name="season"
          label={t('mentors.view.season')}
          anyLabel={t('mentors.view.currentSeason')}
          choices={seasons.map((one) => one.name)}
          choiceLabel={(name) => name}
        />
        <TotalCount total={page?.meta.total} text={(total) => t('mentors.view.total', { total })} />
      </SearchListToolbar>
      {page?.season && (
        <Text fontSize="sm" color="fg.muted" data-testid="students-season">
          {t('mentors.view.seasonShown', { season: page.season })}
        </Text>
      )}
      {body}
      <Pagination page={params.page} pageCount={page?.meta.page_count ?? 1} onPageChange={params.setPage} />
    </Stack>
  );
}
