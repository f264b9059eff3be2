import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/integrations/mail/message';
import { sendMentorDigests } from '../../src/services/mentors/digest';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { createCompetition } from '../support/competitions';
import { createApplication, createInstitution } from '../support/competitors';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';

const { db } = await createTestApp();

/** The mail queue as the digest job sees it, keeping what it was given. */
function mailbox() {
  const sent: { message: MailMessage; userId: number | null }[] = [];
  const mailing = {
    publicUrl: 'https://ctf.example.rs',
    mail: { enqueue: async (message: MailMessage, userId: number | null) => void sent.push({ message, userId }) },
  };
  return { sent, mailing };
}

async function mentor(institutionId: number, values: { language?: string; digest?: boolean } = {}) {
  const user = await createUser(db, { roles: ['mentor'] });
  await db
    .updateTable('users')
    .set({ language: values.language ?? 'sr', mentor_digest: values.digest ?? true })
    .where('id', '=', user.id)
    .execute();
  await db
    .insertInto('mentor_institutions')
    .values({ user_id: user.id, institution_id: institutionId, created_at: new Date(Date.now() - 3_600_000) })
    .execute();
  return user;
}

describe('the mentors’ digest after a stage of the programme', () => {
  it('mails each mentor with consenting students once per stage, not one who turned it off', async () => {
    const season = await createSeason(db, [], `digest-${uniqueName()}`);
    const school = await createInstitution(db);
    const lonely = await createInstitution(db);
    const wants = await mentor(school.id, { language: 'en' });
    const optedOut = await mentor(school.id, { digest: false });
    const withoutStudents = await mentor(lonely.id);
    const student = await createUser(db);
    await createApplication(db, student.id, {
      institution_id: school.id,
      mentor_consent: true,
      first_name: 'Jelena',
      last_name: 'Đorđević',
      date_of_birth: `${new Date().getUTCFullYear() - 17}-02-01`,
      status: 'accepted',
    });
    const quals = await createCompetition(db, {
      stage: 'quals',
      season_id: season.id,
      name: `Kvalifikacije ${uniqueName()}`,
    });
    await db
      .insertInto('competition_results')
      .values({ competition_id: quals.id, place: 2, username: student.username, user_id: student.id, score: 300 })
      .execute();
    await db.updateTable('competitions').set({ results_published_at: new Date() }).where('id', '=', quals.id).execute();

    const first = mailbox();
    await sendMentorDigests(db, first.mailing);
    const ours = first.sent.filter((mail) => [wants.id, optedOut.id, withoutStudents.id].includes(mail.userId!));
    expect(ours.map((mail) => mail.userId)).toEqual([wants.id]);
    const { message } = ours[0]!;
    expect(message.to).toBe(wants.email);
    expect(message.subject).toContain(quals.name);
    expect(message.text).toContain('Jelena Đorđević, competed');
    expect(message.text).toContain(`${quals.name}: place 2`);
    expect(message.text).toContain('https://ctf.example.rs/app/mentor');

    const second = mailbox();
    await sendMentorDigests(db, second.mailing);
    expect(second.sent.filter((mail) => mail.userId === wants.id)).toEqual([]);
  });
});
