/** The privacy notice (/privacy), loaded with that page only. */
export const privacyEn = {
  privacy: {
    title: 'Privacy notice',
    updated: 'What the CTF platform of Serbia keeps about you, why, and for how long.',
    sections: {
      who: {
        heading: 'Who keeps your data',
        items: {
          p1: 'The organizers of the national cybersecurity competitions run this platform and decide how it uses your data.',
          p2: 'Questions and requests: write to the organizers in the community chat or reply to any email the platform sent you. You can also complain to the Commissioner for Information of Public Importance and Personal Data Protection.',
        },
      },
      what: {
        heading: 'What we keep and why',
        items: {
          p1: 'Account: username, email address, the password (only as an argon2id hash), the interface language and when you registered — to let you log in and to send you email. With two-step login on, its secret (encrypted) and the recovery codes (hashed).',
          p2: 'Competitor application: first and last name, birth date, permanent residence, gender, school or faculty, T-shirt size, the decision and its reason, and for applicants under 15 when a parent or guardian agreed — to check who may compete and to organize the national team and the finals.',
          p3: 'Competition registrations (a copy of the application at the time), finals invitations and your answers (hotel nights, travel compensation, excuse note) — to run each competition.',
          p4: 'Published results: place, username and score, public on the results pages.',
          p5: 'Linked Discord and GitHub accounts: only their ID and name — to give access to the competitions and the community.',
          p6: 'Sign-ins: for every logged-in device, its browser description (user agent), IP address and when it was last used — so you can see and end them, and to protect accounts. A browser you logged in with keeps a device cookie for a year (the number of your account and a random value, signed by us), so that someone guessing your password elsewhere cannot keep you out.',
          p7: 'The audit log: what administrators changed about your account or application, and by whom — so every decision can be checked later.',
          p8: 'Emails we send you (verification, password reset, decisions, invitations, announcements) go through our mail provider (Resend).',
          p9: 'When you log in to the CTF platform (CTFd) through us, it receives your username and verified email address.',
        },
      },
      howLong: {
        heading: 'How long',
        items: {
          p1: 'An account whose address is not verified is deleted when its verification link expires (24 hours after the last one was sent).',
          p2: 'Sessions end after 30 days without use and at the latest after 90 days; expired sessions and links are deleted every hour. Password reset links last one hour, verification and address-change links 24 hours.',
          p3: 'Everything else is kept while your account exists. Earlier applications stay as history.',
          p4: 'Records of sent emails stay in the mail queue for about a week after sending, unless you delete your account first.',
          p5: 'The audit log is kept for as long as the platform keeps its history; it is not deleted with an account.',
        },
      },
      rights: {
        heading: 'Your rights',
        items: {
          p1: 'Download everything the platform holds about you as a JSON file, at any time: Account → Your data.',
          p2: 'Correct your data: change your email address and password yourself; for the application, ask the organizers.',
          p3: 'Delete your account: Account → Your data (your password and your username are asked). Your account, sessions, applications, registrations, finals invitations, linked accounts, the emails waiting to be sent to you and the records of those sent are deleted at once, you are removed from the records of announcements, and your rows are removed from published results (the other competitors keep their places, so a place may be missing). Kept: one audit log entry saying that your username deleted its account and how many rows went with it, and the earlier audit entries about the account, with your email address removed from them. After that, your email address is nowhere on the platform.',
        },
      },
      minors: {
        heading: 'Under 15',
        items: {
          p1: 'Anyone 13 or older may apply as a competitor. Under Serbian data protection law a person under 15 needs the consent of a parent or guardian: the application asks for it and records when it was given.',
        },
      },
    },
    toHome: 'Back to the home page',
  },
};
