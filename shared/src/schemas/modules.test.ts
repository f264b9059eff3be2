import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ascending } from '../sort';

// A schema whose definition throws (a field list that lost its fields, an `.omit` of a field that
// is not there) stops the server and the client at start. Imported inside a test, such an error
// fails that test instead of the whole file. The imports are written out, so that tools reading
// the import graph (Vitest's `related`, which Stryker uses) know this file tests each module.
const MODULES: Record<string, () => Promise<Record<string, unknown>>> = {
  'account-security': () => import('./account-security'),
  'admin-output': () => import('./admin-output'),
  admin: () => import('./admin'),
  'auth-output': () => import('./auth-output'),
  auth: () => import('./auth'),
  certificates: () => import('./certificates'),
  'common-output': () => import('./common-output'),
  common: () => import('./common'),
  'competition-output': () => import('./competition-output'),
  competition: () => import('./competition'),
  'competitor-output': () => import('./competitor-output'),
  competitor: () => import('./competitor'),
  mentors: () => import('./mentors'),
  'moving-in': () => import('./moving-in'),
  'organizer-output': () => import('./organizer-output'),
  organizer: () => import('./organizer'),
  'own-data': () => import('./own-data'),
  passkeys: () => import('./passkeys'),
  playground: () => import('./playground'),
  'person-categories': () => import('./person-categories'),
  programme: () => import('./programme'),
  'stage-gate': () => import('./stage-gate'),
  primitives: () => import('./primitives'),
  'rest-output': () => import('./rest-output'),
  roster: () => import('./roster'),
  statistics: () => import('./statistics'),
  user: () => import('./user'),
};

describe('the schema modules', () => {
  it('are all listed here', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort(ascending);
    expect(Object.keys(MODULES).sort(ascending)).toEqual(files);
  });

  it.each(Object.entries(MODULES))('%s loads', async (_name, load) => {
    expect(Object.keys(await load()).length).toBeGreaterThan(0);
  });
});
