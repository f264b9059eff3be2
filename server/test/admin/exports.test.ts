import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rest, signedIn } from '../support/calls';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);

/** Belgrade wall-clock time, computed independently of the code under test. */
const belgrade = (date: Date) =>
  date.toLocaleString('sv-SE', { timeZone: 'Europe/Belgrade', hour12: false }).slice(0, 16);

async function setUp() {
  const marker = `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const school = await db
    .insertInto('institutions')
    .values({
      name: `Gimnazija "Sveti Sava" ${marker}`,
      city: 'Niš',
      region: 'juzno_istocna_srbija',
      type: 'high_school',
      search_key: `gimnazija ${marker}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { user } = await signedIn(db, [], { username: `u_${marker}` });
  const applied = new Date(Date.now() - 3 * 86_400_000);
  const joined = new Date(Date.now() - 86_400_000);
  const { id } = await db
    .insertInto('competitor_applications')
    .values({
      user_id: user.id,
      first_name: '=HYPERLINK("x")',
      last_name: `Ilić ${marker}`,
      gender: 'female',
      date_of_birth: '2006-06-06',
      permanent_residence: 'Niš',
      shirt_size: 'M',
      institution_id: school.id,
      status: 'accepted',
      ctf_team: true,
      created_at: applied,
      decided_at: joined,
      joined_team_at: joined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { marker, user, id, applied, joined };
}

describe('the competitors CSV', () => {
  it('is the filtered list, byte for byte: BOM, quoted fields, neutralised formulas, Belgrade times', async () => {
    const { marker, user, id, applied, joined } = await setUp();
    const res = await rest(
      app,
      admin.cookie,
      'GET',
      `/api/admin/competitors.csv?tab=ctf-team&search=${marker}&lang=en`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="competitors.csv"');
    const expected =
      '\uFEFF' +
      '"ID","Full name","Username","Email","Institution","City","Region","Gender","Shirt size","Status","CTF team","Applied","Decided","Joined the team"\r\n' +
      `"${id}","'=HYPERLINK(""x"") Ilić ${marker}","${user.username}","${user.email}","Gimnazija ""Sveti Sava"" ${marker}","Niš","Southern and Eastern Serbia","female","M","accepted","yes","${belgrade(applied)}","${belgrade(joined)}","${belgrade(joined)}"\r\n`;
    expect(res.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(res.body).toBe(expected);
  });

  it('uses semicolons and Serbian column names when asked, and applies the filters', async () => {
    const { marker, id } = await setUp();
    const semi = await rest(
      app,
      admin.cookie,
      'GET',
      `/api/admin/competitors.csv?search=${marker}&separator=semicolon&lang=sr&gender=female`,
    );
    const [header, row, end] = semi.body.split('\r\n');
    expect(header).toBe(
      '\uFEFF"ИД";"Име и презиме";"Корисничко име";"Имејл";"Институција";"Град";"Регион";"Пол";"Величина мајице";"Стање";"CTF тим";"Пријављен";"Одлучено";"У тиму од"',
    );
    expect(row?.startsWith(`"${id}";`)).toBe(true);
    expect(row).toContain('"Јужна и источна Србија";"женски";"M";"прихваћен";"да"');
    expect(end).toBe('');
    const none = await rest(app, admin.cookie, 'GET', `/api/admin/competitors.csv?search=${marker}&gender=male`);
    expect(none.body.split('\r\n')).toHaveLength(2);
  });
});

describe('the users CSV', () => {
  it('lists the searched users with their application', async () => {
    const { marker, user } = await setUp();
    const res = await rest(app, admin.cookie, 'GET', `/api/admin/users.csv?search=${marker}&lang=en`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"ID","Username","Email","Verified","Roles","Suspended","Registered","Full name","Institution","City","Region","Gender","Shirt size","Competitor status"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${user.id}","${user.username}","${user.email}","yes","",""`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Ilić ${marker}"`);
  });

  it('in Serbian is in one script: listed institutions and cities in Cyrillic, roles as words', async () => {
    const { marker, user } = await setUp();
    await db
      .updateTable('users')
      .set({ roles: ['organizer', 'women4cyber'] })
      .where('id', '=', user.id)
      .execute();
    // A school the applicant typed stays as typed: Latin without diacritics has no single Cyrillic form.
    const typed = await signedIn(db, [], { username: `t_${marker}` });
    await db
      .insertInto('competitor_applications')
      .values({
        user_id: typed.user.id,
        first_name: 'Ana',
        last_name: `Jovic ${marker}`,
        gender: 'female',
        date_of_birth: '2006-06-06',
        permanent_residence: 'Cacak',
        shirt_size: 'S',
        institution_name: 'Gimnazija Svetozar Markovic',
      })
      .execute();
    const res = await rest(app, admin.cookie, 'GET', `/api/admin/users.csv?search=${marker}&lang=sr`);
    const [, listed, typedRow] = res.body.split('\r\n');
    expect(listed).toContain('"да","Организатор, Women4Cyber",""');
    expect(listed).toContain(`"Гимназија ""Свети Сава"" ${marker}","Ниш","Јужна и источна Србија","женски"`);
    expect(typedRow).toContain(`"Ana Jovic ${marker}","Gimnazija Svetozar Markovic","",""`);
    const english = await rest(app, admin.cookie, 'GET', `/api/admin/users.csv?search=${marker}&lang=en`);
    expect(english.body).toContain('"yes","Organizer, Women4Cyber",""');
  });

  it('is for admins only', async () => {
    expect((await rest(app, organizer.cookie, 'GET', '/api/admin/users.csv')).statusCode).toBe(403);
    expect((await rest(app, organizer.cookie, 'GET', '/api/admin/competitors.csv')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/users.csv' })).statusCode).toBe(401);
    expect((await rest(app, admin.cookie, 'GET', '/api/admin/users.csv?separator=tab')).statusCode).toBe(400);
  });

  it('needs the second factor proved in this session, like the rest of the admin area', async () => {
    const unproved = await signedIn(db, ['admin'], {}, { secondFactor: 'none' });
    for (const path of ['/api/admin/users.csv', '/api/admin/competitors.csv']) {
      const res = await rest(app, unproved.cookie, 'GET', path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    }
  });
});
