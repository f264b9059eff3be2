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
    categoryPlace: 'In category',
    overallPlace: 'Overall',
    captionCategory: 'Category {{category}}, competitors: {{count}}',
    categoryEmpty: 'Nobody in this category has a result in this competition.',
  },
} as const;
