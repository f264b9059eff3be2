/** The results texts only the season index and the category filter need, loaded with them. */
export const resultsExtraSr = {
  resultsExtra: {
    season: 'Сезона {{name}}',
    indexHeading: 'Резултати по сезонама',
    competitionSummary: 'Објављено {{date}}, такмичара: {{count}}',
    byCategory: 'По категоријама:',
    category: 'Категорија',
    allCategories: 'Сви',
    categoryHint:
      'Резултат је у категорији када корисничко име припада прихваћеном такмичару из те категорије; укупни пласман стоји поред.',
    categoryUnknownTitle: 'Ова сезона нема ту категорију',
    categoryUnknownText: 'Линк наводи категорију коју сезона овог такмичења нема.',
    showEveryone: 'Прикажи све',
  },
} as const;
