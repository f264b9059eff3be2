import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { CertificateProgress } from '@ctf/shared/schemas/certificates';
import { rpc } from '../support/calls';
import { createUser } from '../support/auth';
import { createCompetition, makeCompetitor } from '../support/competitions';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';

/** A person with an accepted application under this name (as typed). */
export async function person(db: Database, first_name: string, last_name: string) {
  const user = await createUser(db);
  await makeCompetitor(db, user.id, { first_name, last_name });
  return user;
}

/**
 * A qualification of a season of its own whose results list these scores (by username: the results
 * find the account by it; null is a player with no account here), published unless told.
 */
export async function qualification(
  db: Database,
  scores: { username: string | null; score: number }[],
  { published = true, stage = 'quals' as 'quals' | 'finals' | 'warmup' } = {},
) {
  const season = await createSeason(db, [], `cert-${uniqueName()}`);
  const competition = await createCompetition(db, {
    stage,
    season_id: season.id,
    name: `Kvalifikacije ${season.name}`,
  });
  if (scores.length > 0)
    await db
      .insertInto('competition_results')
      .values(
        scores.map((row, index) => ({
          competition_id: competition.id,
          place: index + 1,
          score: row.score,
          username: row.username ?? `stranger${index}-${uniqueName()}`,
        })),
      )
      .execute();
  if (published)
    await db
      .updateTable('competitions')
      .set({ results_published_at: new Date() })
      .where('id', '=', competition.id)
      .execute();
  return { competition, season };
}

/** Waits for the latest run of this source to finish (the queue's worker polls every half second). */
export async function finishedRun(
  app: App,
  cookie: string,
  source: { competition_id: number } | { roster_id: number },
): Promise<CertificateProgress> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const progress = await rpc<CertificateProgress>(app, cookie, 'organizer.certificates.progress', source, 'query');
    if (progress.finished_at !== null) return progress;
    if (Date.now() > deadline) throw new Error(`the run did not finish: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A PDF's text, page by page, as a reader's text layer gives it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
