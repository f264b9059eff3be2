import type { DisplayColumnDef } from '@tanstack/react-table';
import { actionsColumn } from '@/components/data-table/actions-column';
import { formatDateTime } from '@/lib/dates';
import { EditLink } from './EditLink';

/** A moment as the admin lists show it, with its machine-readable form beside. */
export const dateTimeText = (value: string | null) =>
  value ? <time dateTime={value}>{formatDateTime(value)}</time> : null;

/** A list's last column: Edit, opening the row's form (to, and the link's name for screen readers). */
export function editColumn<TRow>(
  header: string,
  link: (row: TRow) => { to: string; label: string },
): DisplayColumnDef<TRow> {
  return actionsColumn(header, (row) => <EditLink {...link(row)} />);
}
