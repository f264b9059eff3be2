/** The list kit's pager and loading texts (components/data-table), loaded with the kit. */
export const dataTableEn = {
  dataTable: {
    label: 'Pages',
    pageOf: 'Page {{page}} of {{pageCount}}',
    pageOfAbout: 'Page {{page}} of about {{pageCount}}',
    total: 'Total: {{total}}',
    totalAbout: 'Total: about {{total}}',
    previous: 'Previous',
    next: 'Next',
    perPage: 'Per page',
    loading: 'Loading…',
    /** A person's categories in the staff lists of people (computed from the accepted application). */
    categories: {
      column: 'Categories',
      line: 'Categories: {{names}}',
      none: '—',
      season: 'Season',
      filter: 'Category ({{season}})',
      any: 'Any',
    },
  },
};
