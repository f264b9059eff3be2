/** Текстови страничења и учитавања листа (components/data-table), учитавају се са листама. */
import type { DeepStringRecord } from '../types';
import type { dataTableEn } from './en';

export const dataTableSr: DeepStringRecord<typeof dataTableEn> = {
  dataTable: {
    label: 'Странице',
    pageOf: 'Страна {{page}} од {{pageCount}}',
    pageOfAbout: 'Страна {{page}} од око {{pageCount}}',
    total: 'Укупно: {{total}}',
    totalAbout: 'Укупно: око {{total}}',
    previous: 'Претходна',
    next: 'Следећа',
    perPage: 'По страни',
    loading: 'Учитавање…',
    categories: {
      column: 'Категорије',
      line: 'Категорије: {{names}}',
      none: '—',
      season: 'Сезона',
      filter: 'Категорија ({{season}})',
      any: 'Све',
    },
  },
};
