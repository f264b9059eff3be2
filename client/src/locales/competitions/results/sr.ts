import type { DeepStringRecord } from '../../types';
import type { resultsTableEn } from './en';

export const resultsTableSr: DeepStringRecord<typeof resultsTableEn> = {
  resultsTable: {
    heading: 'Резултати',
    headingOf: 'Резултати: {{name}}',
    caption: 'Коначан пласман, такмичара: {{count}}',
    publishedAt: 'Објављено {{date}}',
    place: 'Пласман',
    username: 'Корисничко име',
    score: 'Поени',
    loadFailed: 'Резултати нису могли да се учитају. Проверите интернет везу и покушајте поново.',
    retry: 'Покушај поново',
    categoryPlace: 'У категорији',
    overallPlace: 'Укупно',
    captionCategory: 'Категорија {{category}}, такмичара: {{count}}',
    categoryEmpty: 'Нико из ове категорије нема резултат на овом такмичењу.',
  },
};
