/** Texts of the logged-in, organizer and admin areas, loaded with them (see ./index.ts). */
export const appEn = {
  app: {
    nav: {
      label: 'Application',
      dashboard: 'Dashboard',
      competitions: 'Competitions',
      account: 'Account',
      organizer: 'Organizer',
      admin: 'Admin',
      statistics: 'Statistics',
      mentor: 'Mentor',
      logout: 'Log out',
      loggingOut: 'Logging out…',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      menuTitle: 'Menu',
    },
    signedInAs: 'Logged in as',
    logoutFailed: 'Logging out failed. Please try again.',
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, {{username}}',
      intro: 'This is your home on the platform: competitions, training and your account.',
      playgroundTitle: 'Playground',
      playgroundText:
        'A training area open 24/7 with practice challenges. Log in there with the same username and password you use here.',
      playgroundButton: 'Open the playground',
      playgroundProgress: {
        solved: {
          one: '{{count}} challenge solved',
          few: '{{count}} challenges solved',
          other: '{{count}} challenges solved',
        },
        byCategory: '{{solved}}: {{categories}}',
        category: '{{category}} {{count}}',
        noCategory: 'no category',
        more: '…',
        none: 'No challenges solved on the playground yet.',
        readAt: 'As of {{time}}',
        refresh: 'Refresh',
        refreshing: 'Refreshing…',
        refreshFailed: 'Refreshing failed',
      },
      underConstructionTitle: 'More is on the way',
      underConstructionText:
        'Pages for the national team and more training materials are being built and will appear here.',
    },
  },
} as const;
