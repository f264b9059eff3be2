/** The results texts only the season index and the category filter need, loaded with them. */
export const resultsExtraEn = {
  resultsExtra: {
    season: 'Season {{name}}',
    indexHeading: 'Results by season',
    competitionSummary: 'Published on {{date}}, competitors: {{count}}',
    byCategory: 'By category:',
    category: 'Category',
    allCategories: 'Everyone',
    categoryHint:
      'A result is in a category when its username belongs to an accepted competitor in that category; the overall place stays beside it.',
    categoryUnknownTitle: 'This season has no such category',
    categoryUnknownText: 'The link names a category that this competition’s season does not have.',
    showEveryone: 'Show everyone',
  },
} as const;
