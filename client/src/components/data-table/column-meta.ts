import type { RowData } from '@tanstack/react-table';

// The one description of a column beyond TanStack's own, read by DataTable.
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Lets long text (names) wrap instead of widening the table. */
    wrap?: boolean;
    /** A narrow centred column (ticks, sizes): its header may wrap. */
    compact?: boolean;
    /** Row actions: shown on phones too, and kept in view at the right edge while a wide table scrolls (from md up). */
    isActions?: boolean;
    /** The row's identifying column: on phones the only data column shown, with the others listed under it. */
    primary?: boolean;
  }
}
