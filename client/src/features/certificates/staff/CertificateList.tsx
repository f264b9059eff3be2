import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import {
  CERTIFICATE_PAGE_SIZE,
  type CertificateRow,
  type TCertificateListInput,
} from '@ctf/shared/schemas/certificates';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  ListEmpty,
  SearchListToolbar,
  Pagination,
  TotalCount,
  useListParams,
  usePageInRange,
} from '@/components/data-table';
import { actionsColumn } from '@/components/data-table/actions-column';
import { CodeBadge } from '@/components/ui/code-badge';
import { formatDate } from '@/lib/dates';
import { certificatePath } from '@/lib/paths';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { LoadError } from '../../competitions/StateViews';
import { RevokeDialog } from './RevokeDialog';

const column = createColumnHelper<CertificateRow>();
const STATUS_COLORS = { valid: 'green', revoked: 'red' } as const;

function CertificateStatus({ status, label }: { status: keyof typeof STATUS_COLORS; label: string }) {
  return (
    <CodeBadge
      code={status}
      colors={STATUS_COLORS}
      label={label}
      data-testid="certificate-status"
      data-status={status}
    />
  );
}
/** The server pages by a fixed size in its own order (newest first): only the page and the search are the list's. */
const LIST_CONFIG = { pageSizes: [CERTIFICATE_PAGE_SIZE], sorts: ['issued'] as const, defaultSort: 'issued' as const };

/**
 * The certificates issued from one source (a competition's, or a season's team certificates): paged
 * and searched on the server (name, username or code), its page and search in the address; each
 * with its check page, and revocable with a reason.
 */
export function CertificateList({ filter }: { filter: Omit<TCertificateListInput, 'page' | 'search'> }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const params = useListParams(LIST_CONFIG);
  const list = trpc.organizer.certificates.list.useQuery(
    { ...filter, page: params.page, ...(params.search ? { search: params.search } : {}) },
    { placeholderData: keepPreviousData },
  );
  const [revoking, setRevoking] = useState<CertificateRow | null>(null);
  usePageInRange(params.page, list.data?.meta.page_count, params.replacePage);

  const columns = [
    column.accessor('holder', {
      header: t('certificatesStaff.list.columns.holder'),
      meta: { primary: true, wrap: true },
      cell: (info) => (
        <Stack gap="0">
          <Text fontWeight="medium">{info.getValue()}</Text>
          <Text fontSize="xs" color="fg.muted">
            {info.row.original.username}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('kind', {
      header: t('certificatesStaff.list.columns.kind'),
      meta: { wrap: true },
      cell: (info) => {
        const { competition, season } = info.row.original;
        return (
          <Stack gap="0">
            <Text>{t(`certificateCheck.kinds.${info.getValue()}`)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {[competition && inScript(competition), inScript(season)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        );
      },
    }),
    column.accessor('code', {
      header: t('certificatesStaff.list.columns.code'),
      cell: (info) => (
        <Text fontFamily="mono" whiteSpace="nowrap">
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('issued_at', {
      header: t('certificatesStaff.list.columns.issuedAt'),
      cell: (info) => formatDate(info.getValue()),
    }),
    column.accessor('revoked_at', {
      header: t('certificatesStaff.list.columns.status'),
      cell: (info) => {
        const revokedAt = info.getValue();
        return revokedAt ? (
          <Stack gap="0.5" align="flex-start">
            <CertificateStatus
              status="revoked"
              label={t('certificatesStaff.list.revoked', { date: formatDate(revokedAt) })}
            />
            {info.row.original.revoked_reason && (
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {info.row.original.revoked_reason}
              </Text>
            )}
          </Stack>
        ) : (
          <CertificateStatus status="valid" label={t('certificatesStaff.list.valid')} />
        );
      },
    }),
    column.display(
      actionsColumn(t('certificatesStaff.list.columns.actions'), (row) => (
        <HStack gap="2">
          <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline" whiteSpace="nowrap">
            <RouterLink
              to={certificatePath(row.code)}
              aria-label={t('certificatesStaff.list.checkPageOf', { name: row.holder })}
            >
              {t('certificatesStaff.list.checkPage')}
            </RouterLink>
          </Link>
          {!row.revoked_at && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => setRevoking(row)}
              aria-label={t('certificatesStaff.list.revokeNamed', { name: row.holder })}
              data-testid="certificate-revoke"
            >
              {t('certificatesStaff.list.revoke')}
            </Button>
          )}
        </HStack>
      )),
    ),
  ];

  const rows = list.data?.data;
  const meta = list.data?.meta;
  const table = list.isPending ? (
    <PageLoading />
  ) : list.isError ? (
    <LoadError error={list.error} onRetry={() => void list.refetch()} />
  ) : rows === undefined || rows.length === 0 ? (
    <ListEmpty
      title={t(params.search ? 'certificatesStaff.list.emptySearch' : 'certificatesStaff.list.empty')}
      data-testid="certificates-empty"
    />
  ) : (
    <DataTable
      label={t('certificatesStaff.list.label')}
      columns={columns}
      data={rows}
      getRowId={(row) => row.code}
      isFetching={list.isPlaceholderData}
      data-testid="certificates-table"
    />
  );

  return (
    <Stack gap="4">
      <SearchListToolbar
        params={params}
        label={t('certificatesStaff.list.search')}
        placeholder={t('certificatesStaff.list.searchPlaceholder')}
      >
        <TotalCount
          total={meta?.total}
          estimated={meta?.estimated}
          text={(count) => t('certificatesStaff.list.total', { count })}
        />
      </SearchListToolbar>
      {table}
      {meta && meta.page_count > 1 && (
        <Pagination page={params.page} pageCount={meta.page_count} onPageChange={params.setPage} />
      )}
      {revoking && <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
  );
}
