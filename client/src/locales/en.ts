export const en = {
  brand: {
    name: 'CTF Serbia',
    country: 'Serbia',
    homeLink: 'CTF Serbia, home page',
  },
  common: {
    loading: 'Loading…',
    opensInNewTab: '(opens in a new tab)',
    closeNotification: 'Close notification',
  },
  language: {
    label: 'Language',
    sr: 'Српски',
    en: 'English',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    login: 'Log in',
    register: 'Register',
    results: 'Results',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    codeRepository: 'Source code of the platform',
    skipToContent: 'Skip to content',
  },
  home: {
    title: 'Home',
    heading: 'Cybersecurity contests of Serbia',
    subheading: 'Capture-the-flag (CTF) competitions, training and the road to the national team, all in one place.',
    register: 'Register',
    login: 'Log in',
    communityChat: 'Join the community chat',
  },
  results: {
    title: '2025 qualifications results',
    heading: '2025 qualifications results',
    empty: 'Results are not published yet',
    emptyHint: 'They will appear here once the organizers publish them.',
  },
  auth: {
    registration: {
      title: 'Create an account',
      description: 'An account lets you take part in competitions and training.',
    },
    login: {
      title: 'Log in',
      description: 'Log in to your account to see your competitions.',
    },
    verifyEmail: {
      title: 'Email verification',
      description: 'Confirming your email address activates your account.',
    },
    resendVerifyEmail: {
      title: 'Resend the verification email',
      description: 'Request a new message to confirm your email address.',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      description: 'Request a link to set a new password.',
    },
    passwordReset: {
      title: 'Set a new password',
      description: 'Choose a new password for your account.',
    },
  },
  routeError: {
    title: 'Something went wrong',
    text: 'The page could not be loaded. Check your connection and try again.',
    reload: 'Reload the page',
  },
  notFound: {
    title: 'Page not found',
    heading: '404',
    text: 'Page not found',
    hint: 'The address may be wrong, or the page may have moved.',
    home: 'Back to home',
  },
} as const;
