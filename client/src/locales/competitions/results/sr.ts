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
    season: 'Сезона {{name}}',
    indexHeading: 'Резултати по сезонама',
    competitionSummary: 'Објављено {{date}}, такмичара: {{count}}',
    byCategory: 'По категоријама:',
    category: 'Категорија',
    allCategories: 'Сви',
    categoryPlace: 'У категорији',
    overallPlace: 'Укупно',
    captionCategory: 'Категорија {{category}}, такмичара: {{count}}',
    categoryHint:
      'Резултат је у категорији када корисничко име припада прихваћеном такмичару из те категорије; укупни пласман стоји поред.',
    categoryEmpty: 'Нико из ове категорије нема резултат на овом такмичењу.',
    categoryUnknownTitle: 'Ова сезона нема ту категорију',
    categoryUnknownText: 'Линк наводи категорију коју сезона овог такмичења нема.',
    showEveryone: 'Прикажи све',
  },
};
