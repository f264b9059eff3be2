// The list kit: one table (server or client mode), its toolbar pieces, its pager and its address state.
import '../../locales/data-table';
export { ClientList } from './ClientList';
export { DataTable, type DataTableProps, type TableSorting } from './DataTable';
export { FilterField } from './FilterField';
export { FilterSelect, FilterSelects } from './FilterSelect';
// A list's export button shows it too.
export { DownloadIcon } from './icons';
export { ListEmpty } from './ListEmpty';
export { ListToolbar, SearchListToolbar } from './ListToolbar';
export { PageSizeSelect } from './PageSizeSelect';
export { Pagination } from './Pagination';
export { SearchInput } from './SearchInput';
export { ServerList, type ListMeta, type ListQuery } from './ServerList';
export { TotalCount } from './TotalCount';
export { useListReturn } from './list-return';
export type { ListParamsConfig, SortDirection } from './list-params';
export { useListParams } from './use-list-params';
export { usePageInRange } from './use-page-in-range';
