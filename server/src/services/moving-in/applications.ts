import { type Transaction, sql } from 'kysely';
import {
  COMPETITOR_STATUSES,
  type CompetitorStatus,
  INSTITUTION_NAME_MIN_LENGTH,
  ZCompetitorInstitutionSchema,
  ZCompetitorPersonSchema,
} from '@ctf/shared/schemas/competitor';
import type { DB } from '../../db/types';
import { institutionSearchKey } from '../institutions/institutions';
import { checked, optionalDate, parseImportDate, refuse, required, sameInstant } from './fields';
import type { KindImporter } from './import';
import { institutionsByKey } from './institutions';
import type { ImportRow } from './read-rows';

// Competitor applications: `username,first_name,last_name,date_of_birth,gender,institution,city,
// permanent_residence,shirt_size,status,created_at,decided_at,joined_team_at`, each the current
// application of an account here, with the application form's rules (but for the age, which was
// checked when they applied). The school is a listed institution when name and city match one,
// else the name as typed.

const PERSON = ZCompetitorPersonSchema.shape;
const SCHOOL = ZCompetitorInstitutionSchema.shape;

interface ApplicationRow {
  line: number;
  username: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: 'male' | 'female';
  permanent_residence: string;
  shirt_size: string;
  status: CompetitorStatus;
  institution: string;
  city: string;
  created_at: Date | null;
  decided_at: Date | null;
  joined_team_at: Date | null;
}

function birthDate(record: Record<string, string>): string {
  const value = required(record, 'date_of_birth');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseImportDate(value) : null;
  if (!day || value < '1900-01-01' || day.getTime() > Date.now())
    throw refuse('dateInvalid', { field: 'date_of_birth' });
  return value;
}

function readApplication({ line, record }: ImportRow, seen: Map<string, number>): ApplicationRow {
  const username = required(record, 'username');
  const earlier = seen.get(username.toLowerCase());
  if (earlier !== undefined) throw refuse('duplicateInFile', { line: String(earlier) });
  seen.set(username.toLowerCase(), line);
  const status = required(record, 'status');
  if (!COMPETITOR_STATUSES.includes(status as CompetitorStatus)) throw refuse('statusUnknown', { value: status });
  const institution = required(record, 'institution');
  if (institution.length < INSTITUTION_NAME_MIN_LENGTH || !SCHOOL.institution_name.safeParse(institution).success)
    throw refuse('fieldInvalid', { field: 'institution' });
  return {
    line,
    username,
    first_name: checked(record, 'first_name', PERSON.first_name),
    last_name: checked(record, 'last_name', PERSON.last_name),
    date_of_birth: birthDate(record),
    gender: checked(record, 'gender', PERSON.gender),
    permanent_residence: checked(record, 'permanent_residence', PERSON.permanent_residence),
    shirt_size: checked(record, 'shirt_size', SCHOOL.shirt_size),
    status: status as CompetitorStatus,
    institution,
    city: record.city ?? '',
    created_at: optionalDate(record, 'created_at'),
    // A pending application has no decision yet, and only an accepted one joins the team.
    decided_at: status === 'pending' ? null : optionalDate(record, 'decided_at'),
    joined_team_at: status === 'accepted' ? optionalDate(record, 'joined_team_at') : null,
  };
}

/** The accounts named (case-insensitive) and each one's current application, if any. */
async function findApplicants(trx: Transaction<DB>, usernames: string[]) {
  const rows = usernames.length
    ? await trx
        .selectFrom('users as u')
        .leftJoin('competitor_applications as c', (join) =>
          join.onRef('c.user_id', '=', 'u.id').on('c.is_current', '=', true),
        )
        .select([
          sql<string>`lower(u.username)`.as('name'),
          'u.id as user_id',
          'c.id',
          'c.status',
          'c.first_name',
          'c.last_name',
          'c.date_of_birth',
          'c.gender',
          'c.permanent_residence',
          'c.shirt_size',
          'c.institution_id',
          'c.institution_name',
          'c.created_at',
          'c.decided_at',
          'c.joined_team_at',
        ])
        .where(sql<boolean>`lower(u.username) = any(${usernames.map((name) => name.toLowerCase())}::text[])`)
        .execute()
    : [];
  return new Map(rows.map((row) => [row.name, row]));
}
type Applicant = Awaited<ReturnType<typeof findApplicants>> extends Map<string, infer T> ? T : never;

interface School {
  institution_id: number | null;
  institution_name: string | null;
}

/** The first column whose value here is not the file's (dates only where the file gives them). */
function differingField(row: ApplicationRow, school: School, current: Applicant): string | null {
  const texts = [
    'status',
    'first_name',
    'last_name',
    'date_of_birth',
    'gender',
    'permanent_residence',
    'shirt_size',
  ] as const;
  for (const field of texts) if (current[field] !== row[field]) return field;
  if (current.institution_id !== school.institution_id || current.institution_name !== school.institution_name)
    return 'institution';
  for (const field of ['created_at', 'decided_at', 'joined_team_at'] as const)
    if (row[field] !== null && !sameInstant(row[field], current[field])) return field;
  return null;
}

export function applicationsImporter(importedAt: Date): KindImporter {
  const seen = new Map<string, number>();
  return {
    columns: {
      required: {
        username: [],
        first_name: [],
        last_name: [],
        date_of_birth: [],
        gender: [],
        institution: [],
        permanent_residence: [],
        shirt_size: [],
        status: [],
      },
      optional: { city: [], created_at: [], decided_at: [], joined_team_at: [] },
    },
    batchSize: 1000,
    async importBatch(trx, batch, report) {
      const rows = report.readEach(
        batch,
        (row) => readApplication(row, seen),
        (row) => row.record.username ?? '',
      );
      const applicants = await findApplicants(
        trx,
        rows.map((row) => row.username),
      );
      const listed = await institutionsByKey(
        trx,
        rows.filter((row) => row.city !== '').map((row) => institutionSearchKey(row.institution, row.city)),
      );
      const toCreate: (ApplicationRow & School & { user_id: number })[] = [];
      for (const row of rows) {
        const applicant = applicants.get(row.username.toLowerCase());
        const matches = row.city === '' ? [] : (listed.get(institutionSearchKey(row.institution, row.city)) ?? []);
        if (!applicant) report.refused(row.line, row.username, refuse('userUnknown'));
        else if (matches.length > 1) report.refused(row.line, row.username, refuse('institutionAmbiguous'));
        else {
          const school: School = matches[0]
            ? { institution_id: matches[0].id, institution_name: null }
            : { institution_id: null, institution_name: row.institution };
          const field = applicant.id === null ? null : differingField(row, school, applicant);
          if (applicant.id === null) toCreate.push({ ...row, ...school, user_id: applicant.user_id });
          else if (field === null) report.unchanged(row.line, row.username);
          else report.refused(row.line, row.username, refuse('conflict', { field }));
        }
      }
      if (toCreate.length === 0) return;
      // The columns the application form writes, and the decision's; the triggers keep the search
      // keys and counts (migrations 0040, 0050). One current application per account (its unique index).
      const written = await trx
        .insertInto('competitor_applications')
        .values(
          toCreate.map((row) => ({
            user_id: row.user_id,
            status: row.status,
            first_name: row.first_name,
            last_name: row.last_name,
            gender: row.gender,
            date_of_birth: row.date_of_birth,
            permanent_residence: row.permanent_residence,
            shirt_size: row.shirt_size,
            institution_id: row.institution_id,
            institution_name: row.institution_name,
            ctf_team: row.status === 'accepted' && row.joined_team_at !== null,
            created_at: row.created_at ?? importedAt,
            decided_at: row.decided_at,
            joined_team_at: row.joined_team_at,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .execute();
      const created = new Set(written.map((row) => row.user_id));
      for (const row of toCreate)
        if (created.has(row.user_id)) report.created(row.line, row.username);
        else report.refused(row.line, row.username, refuse('conflict', { field: 'status' }));
    },
  };
}
