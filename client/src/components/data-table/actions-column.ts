import type { DisplayColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** A list's last column: what can be done with the row (DataTable keeps it in view). */
export function actionsColumn<TRow>(header: string, actions: (row: TRow) => ReactNode): DisplayColumnDef<TRow> {
  return { id: 'actions', header, meta: { isActions: true }, cell: ({ row }) => actions(row.original) };
}
