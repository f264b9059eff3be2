import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MENTOR_REQUEST_STATUSES,
  type MentorAdminRequest,
  type MentorRequestStatus,
} from '@ctf/shared/schemas/mentors';
import {
  DataTable,
  FilterField,
  ListEmpty,
  ListToolbar,
  Pagination,
  TotalCount,
  useListParams,
  usePageInRange,
} from '@/components/data-table';
import { notify } from '@/components/ui/notify';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { RequestStatusBadge } from '../../mentors/RequestStatusBadge';
import { AdminPage } from '../components/AdminPage';
import { actionsColumn } from '@/components/data-table/actions-column';
import { dateTimeText } from '../components/columns';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { listPlaceholder } from '../components/list-placeholder';
import { useNotifyError } from '../errors';
import '@/locales/mentors';
import { OptionSelect } from '@/components/select/OptionSelect';

const LIST_CONFIG = { pageSizes: [25], sorts: ['created_at'] as const, defaultSort: 'created_at' as const };
/** The list opens on the requests still waiting; `status=all` shows every one. */
const STATUS_CHOICES = ['pending', 'approved', 'rejected', 'all'] as const;
type StatusChoice = (typeof STATUS_CHOICES)[number];
const column = createColumnHelper<MentorAdminRequest>();

/** Approves or declines one request, after the confirmation the caller opens. */
function DecideButton({
  approve,
  request,
  onDecide,
}: {
  approve: boolean;
  request: MentorAdminRequest;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      colorPalette={approve ? 'green' : 'red'}
      variant="outline"
      onClick={() => onDecide({ request, approve })}
      aria-label={t(approve ? 'mentors.admin.approveLabel' : 'mentors.admin.declineLabel', {
        username: request.username,
      })}
    >
      {t(approve ? 'mentors.admin.approve' : 'mentors.admin.decline')}
    </Button>
  );
}

interface Decision {
  request: MentorAdminRequest;
  approve: boolean;
}

/** `/admin/mentor-requests`: teachers' requests to mentor a school; pending ones are approved or declined here. */
export function MentorRequestsList() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const utils = trpc.useUtils();
  const notifyError = useNotifyError();
  const params = useListParams(LIST_CONFIG);
  const statusChoice: StatusChoice = params.filter('status', STATUS_CHOICES) ?? 'pending';
  const status: MentorRequestStatus | undefined = MENTOR_REQUEST_STATUSES.find((one) => one === statusChoice);
  const requests = trpc.admin.mentors.requests.useQuery(
    { page: params.page, ...(status ? { status } : {}) },
    { placeholderData: keepPreviousData },
  );
  usePageInRange(params.page, requests.data?.meta.page_count, params.replacePage);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const decide = trpc.admin.mentors.decide.useMutation({
    onSuccess: async (decided) => {
      setDeciding(null);
      const values = { username: decided.username, school: inScript(decided.institution.name) };
      notify({
        type: 'success',
        title:
          decided.status === 'approved' ? t('mentors.admin.approved', values) : t('mentors.admin.declined', values),
      });
      await Promise.all([utils.admin.mentors.requests.invalidate(), utils.admin.mentors.bindings.invalidate()]);
    },
    onError: (error) => {
      setDeciding(null);
      notifyError(error);
    },
  });

  const columns = [
    column.accessor('username', {
      header: t('mentors.admin.columns.teacher'),
      meta: { primary: true, wrap: true },
      cell: ({ row }) => (
        <Stack gap="0">
          <Text as="span" fontWeight="medium">
            {row.original.username}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {row.original.email}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'school',
      header: t('mentors.admin.columns.school'),
      meta: { wrap: true },
      cell: ({ row }) => `${inScript(row.original.institution.name)} (${inScript(row.original.institution.city)})`,
    }),
    column.display({
      id: 'status',
      header: t('mentors.admin.columns.status'),
      cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
    }),
    column.display({
      id: 'confirmation',
      header: t('mentors.admin.columns.confirmation'),
      meta: { wrap: true },
      cell: ({ row }) => t(`mentors.admin.confirmation.${row.original.confirmation}`),
    }),
    column.accessor('created_at', {
      header: t('mentors.admin.columns.askedAt'),
      cell: (info) => dateTimeText(info.getValue()),
    }),
    column.display({
      id: 'decided',
      header: t('mentors.admin.columns.decided'),
      meta: { wrap: true },
      cell: ({ row }) =>
        row.original.decided_at ? (
          <Stack gap="0">
            <Text as="span">{dateTimeText(row.original.decided_at)}</Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {row.original.decided_by ?? t('mentors.admin.bySchool')}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    }),
    column.display(
      actionsColumn(t('admin.common.actions'), (request) =>
        request.status === 'pending' ? (
          <HStack gap="2" wrap="wrap">
            <DecideButton approve request={request} onDecide={setDeciding} />
            <DecideButton approve={false} request={request} onDecide={setDeciding} />
          </HStack>
        ) : null,
      ),
    ),
  ];

  const rows = requests.data?.data;
  const decisionValues = deciding && {
    username: deciding.request.username,
    school: inScript(deciding.request.institution.name),
  };
  return (
    <AdminPage title={t('mentors.admin.requestsTitle')} description={t('mentors.admin.requestsDescription')}>
      <ListToolbar>
        <FilterField label={t('mentors.admin.statusFilter')}>
          <OptionSelect
            isCompact
            name="status"
            value={statusChoice}
            onChange={(event) =>
              params.setFilter('status', event.currentTarget.value === 'pending' ? '' : event.currentTarget.value)
            }
            options={STATUS_CHOICES}
            labelOf={(choice) =>
              choice === 'all' ? t('mentors.admin.allStatuses') : t(`mentors.requestStatus.${choice}`)
            }
          />
        </FilterField>
        <TotalCount total={requests.data?.meta.total} />
      </ListToolbar>
      {listPlaceholder(requests) ??
        (rows === undefined || rows.length === 0 ? (
          <ListEmpty
            title={statusChoice === 'pending' ? t('mentors.admin.noPending') : t('mentors.admin.noRequests')}
            data-testid="mentor-requests-empty"
          />
        ) : (
          <Box>
            <DataTable
              label={t('mentors.admin.requestsTitle')}
              columns={columns}
              data={rows}
              getRowId={(request) => String(request.id)}
              isFetching={requests.isPlaceholderData}
              data-testid="mentor-requests-table"
            />
          </Box>
        ))}
      <Pagination page={params.page} pageCount={requests.data?.meta.page_count ?? 1} onPageChange={params.setPage} />
      <ConfirmDialog
        isOpen={deciding !== null}
        onClose={() => setDeciding(null)}
        onConfirm={() => deciding && decide.mutate({ id: deciding.request.id, approve: deciding.approve })}
        isConfirming={decide.isPending}
        confirmPalette={deciding?.approve ? 'green' : 'red'}
        title={deciding?.approve ? t('mentors.admin.approveTitle') : t('mentors.admin.declineTitle')}
        text={
          decisionValues
            ? deciding?.approve
              ? t('mentors.admin.approveText', decisionValues)
              : t('mentors.admin.declineText', decisionValues)
            : ''
        }
        confirmLabel={deciding?.approve ? t('mentors.admin.approve') : t('mentors.admin.decline')}
        confirmingLabel={t('mentors.admin.deciding')}
      />
    </AdminPage>
  );
}
