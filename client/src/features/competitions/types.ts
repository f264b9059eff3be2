import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@ctf/server/router';

type Outputs = inferRouterOutputs<AppRouter>;

/** The shapes the server answers with, named once for the competitions pages. */
export type Competition = Outputs['organizer']['competitions']['get'];
export type ListedCompetition = Outputs['competitions']['list'][number];
/** A row of the organizer's registrations pages (and of the REST list). */
export type Registration = Outputs['organizer']['registrations']['page']['data'][number];
export type OwnRegistration = NonNullable<Outputs['competitions']['registration']['registration']>;
export type Finalist = Outputs['organizer']['finalists']['list'][number];
export type OwnInvitation = NonNullable<Outputs['competitions']['invitation']['invitation']>;
export type CompetitorProfile = Outputs['competitors']['me'];
export type ResultsPreview = Outputs['organizer']['results']['preview'];
export type AccessRefusal = NonNullable<ListedCompetition['access_refusal']>;
