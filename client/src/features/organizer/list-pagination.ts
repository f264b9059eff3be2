import type { PaginationState, Updater } from '@tanstack/react-table';
import { readListParams, writeListParams, type ListParamsConfig } from '../admin/list/list-params';

/**
 * A TanStack paging change applied to the address as it is now (not as the last render read it): a
 * new page size goes back to page 1; two changes in a row (size, then page) both hold.
 */
export function paginationIn<TSort extends string>(config: ListParamsConfig<TSort>) {
  return (current: URLSearchParams, updater: Updater<PaginationState>) => {
    const params = readListParams(current, config);
    const before = { pageIndex: params.page - 1, pageSize: params.perPage };
    const next = typeof updater === 'function' ? updater(before) : updater;
    const page = next.pageSize !== before.pageSize ? 1 : next.pageIndex + 1;
    return writeListParams(current, { ...params, page, perPage: next.pageSize }, config);
  };
}
