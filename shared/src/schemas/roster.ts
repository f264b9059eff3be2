import { z } from 'zod';
import { ROSTER_RULE_CODES } from '../programme/roster';
import { ZVersionSchema } from './common';
import { zId, zIdCoerced, zName, zText } from './primitives';
import { zCalendarDate } from './programme';

export const ROSTER_STATUSES = ['draft', 'confirmed'] as const;

const count = () => z.number('countInvalid').int('countInvalid').min(0, 'countInvalid').max(100, 'countInvalid');
const age = () => z.number('ageInvalid').int('ageInvalid').min(0, 'ageInvalid').max(150, 'ageInvalid').nullable();

/** The event and its rules, as the admin edits them (the ECSC defaults filled in on the page). */
const rosterFields = {
  event_name: zName().trim().min(1, 'eventNameRequired').max(120, 'eventNameMaxLength'),
  reference_date: zCalendarDate(),
  size: count().min(1, 'countInvalid'),
  reserves: count(),
  age_max: age(),
  junior_age_max: age(),
  junior_share: z.number('shareInvalid').min(0, 'shareInvalid').max(1, 'shareInvalid'),
};

export const ZRosterCreateSchema = z.object({ season_id: zId(), ...rosterFields }).strict();
export type TRosterCreateInput = z.input<typeof ZRosterCreateSchema>;
/** Only the fields sent change (an editor sends those they changed, over the version they saw). */
export const ZRosterUpdateSchema = z
  .object({ id: zId(), version: ZVersionSchema.optional() })
  .extend(z.object(rosterFields).partial().shape)
  .strict();
export type TRosterUpdateInput = z.input<typeof ZRosterUpdateSchema>;

export const ZRosterIdSchema = z.object({ id: zId() }).strict();
export const ZRosterListInputSchema = z.object({ season_id: zIdCoerced() }).strict();
/** A change of members names the roster's version the page saw (409 with the current roster when older). */
export const ZRosterMemberSchema = z.object({ id: zId(), user_id: zId(), version: ZVersionSchema.optional() }).strict();
export const ZRosterReserveSchema = ZRosterMemberSchema.extend({ reserve: z.boolean() }).strict();
export const ZRosterVersionSchema = z.object({ id: zId(), version: ZVersionSchema.optional() }).strict();
export const ZRosterCandidatesInputSchema = z.object({ id: zId(), search: zText().max(100).optional() }).strict();

const ZRosterRowSchema = z.object({
  id: z.number(),
  season_id: z.number(),
  season: z.string(),
  event_name: z.string(),
  reference_date: z.string(),
  size: z.number(),
  reserves: z.number(),
  age_max: z.number().nullable(),
  junior_age_max: z.number().nullable(),
  junior_share: z.number(),
  status: z.enum(ROSTER_STATUSES),
  confirmed_at: z.string().nullable(),
  confirmed_by: z.string().nullable(),
  version: z.number(),
});

/** A roster in the season's list. */
export const ZRosterSummarySchema = ZRosterRowSchema.extend({ players: z.number(), reserve_players: z.number() });
export type RosterSummary = z.infer<typeof ZRosterSummarySchema>;

/** A person's place in one finals competition of the roster's season. */
export const ZFinalsResultSchema = z.object({ competition: z.string(), slug: z.string(), place: z.number() });
export type FinalsResult = z.infer<typeof ZFinalsResultSchema>;

const personFields = {
  user_id: z.number(),
  username: z.string(),
  full_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** On the roster's reference date; null without an accepted application. */
  age: z.number().nullable(),
  categories: z.array(z.string()),
  finals: z.array(ZFinalsResultSchema),
};

export const ZRosterPlayerSchema = z.object({ ...personFields, reserve: z.boolean() });
export type RosterPlayer = z.infer<typeof ZRosterPlayerSchema>;

export const ZRosterCheckSchema = z.object({
  rule: z.enum(ROSTER_RULE_CODES),
  met: z.boolean(),
  actual: z.number(),
  expected: z.number(),
  offenders: z.array(z.number()),
});

export const ZRosterSchema = ZRosterRowSchema.extend({
  members: z.array(ZRosterPlayerSchema),
  checks: z.array(ZRosterCheckSchema),
});
export type Roster = z.infer<typeof ZRosterSchema>;

/** Someone an admin may add: a finalist of the season (with the finals place) or a search's match. */
export const ZRosterCandidateSchema = z.object({ ...personFields, finalist: z.boolean() });
export type RosterCandidate = z.infer<typeof ZRosterCandidateSchema>;
