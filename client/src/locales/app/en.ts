/** Texts of the signed-in, organizer and admin areas, loaded with them (see ./index.ts). */
export const appEn = {
  app: {
    nav: {
      label: 'Application',
      dashboard: 'Dashboard',
      competitions: 'Competitions',
      account: 'Account',
      organizer: 'Organizer',
      admin: 'Admin',
      logout: 'Log out',
      loggingOut: 'Logging out…',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      menuTitle: 'Menu',
    },
    signedInAs: 'Signed in as',
    comingSoon: 'Coming soon',
    logoutFailed: 'Logging out failed. Please try again.',
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, {{username}}',
      intro: 'This is your home on the platform: competitions, training and your account.',
      playgroundTitle: 'Playground',
      playgroundText:
        'A training area open 24/7 with practice challenges. Log in there with the same username and password you use here.',
      playgroundButton: 'Open the playground',
      underConstructionTitle: 'More is on the way',
      underConstructionText:
        'Competition registration, your competitor profile and the national team pages are being built and will appear here.',
    },
    competitions: {
      title: 'Competitions',
      comingSoon: 'The competitions you can take part in will be listed here.',
    },
    account: {
      title: 'Account',
      comingSoon: 'Your profile, competitor status and linked accounts will be shown here.',
    },
  },
  admin: {
    title: 'Admin',
    text: 'The administration area is under construction.',
    back: 'Back to the app',
  },
  organizer: {
    title: 'Organizer',
    text: 'The organizer area is under construction.',
    back: 'Back to the app',
  },
} as const;
