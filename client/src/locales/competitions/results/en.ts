/** Texts of the public results table, loaded with the results page. */
export const resultsTableEn = {
  resultsTable: {
    heading: 'Results',
    headingOf: 'Results: {{name}}',
    caption: 'Final standings, competitors: {{count}}',
    publishedAt: 'Published on {{date}}',
    place: 'Place',
    username: 'Username',
    score: 'Score',
    loadFailed: 'The results could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    season: 'Season {{name}}',
    indexHeading: 'Results by season',
    competitionSummary: 'Published on {{date}}, competitors: {{count}}',
    byCategory: 'By category:',
    category: 'Category',
    allCategories: 'Everyone',
    categoryPlace: 'In category',
    overallPlace: 'Overall',
    captionCategory: 'Category {{category}}, competitors: {{count}}',
    categoryHint:
      'A result is in a category when its username belongs to an accepted competitor in that category; the overall place stays beside it.',
    categoryEmpty: 'Nobody in this category has a result in this competition.',
    categoryUnknownTitle: 'This season has no such category',
    categoryUnknownText: 'The link names a category that this competition’s season does not have.',
    showEveryone: 'Show everyone',
  },
} as const;
