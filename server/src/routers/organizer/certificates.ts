import {
  ZCertificateIssueResultSchema,
  ZCertificateIssueSchema,
  ZCertificateIssueTeamSchema,
  ZCertificateListInputSchema,
  ZCertificatePageSchema,
  ZCertificateProgressInputSchema,
  ZCertificateProgressSchema,
  ZCertificateRevokeResultSchema,
  ZCertificateRevokeSchema,
} from '@ctf/shared/schemas/certificates';
import { issueForCompetition, issueForRoster } from '../../services/certificates/issue';
import { certificatePage, revokeCertificate } from '../../services/certificates/manage';
import { issueProgress } from '../../services/certificates/runs';
import { organizerProcedure, router } from '../../trpc/init';
import { actorOf } from '../admin/actor';
import { byActor, withDb } from '../resolvers';

/** Issuing in bulk after a stage (a queued job with progress), the list, and revocation (audited). */
export const organizerCertificatesRouter = router({
  issue: organizerProcedure
    .input(ZCertificateIssueSchema)
    .output(ZCertificateIssueResultSchema)
    .mutation(byActor(issueForCompetition)),
  issueTeam: organizerProcedure
    .input(ZCertificateIssueTeamSchema)
    .output(ZCertificateIssueResultSchema)
    .mutation(({ ctx, input }) => issueForRoster(ctx.db, actorOf(ctx), input.roster_id)),
  progress: organizerProcedure
    .input(ZCertificateProgressInputSchema)
    .output(ZCertificateProgressSchema)
    .query(withDb(issueProgress)),
  list: organizerProcedure
    .input(ZCertificateListInputSchema)
    .output(ZCertificatePageSchema)
    .query(withDb(certificatePage)),
  revoke: organizerProcedure
    .input(ZCertificateRevokeSchema)
    .output(ZCertificateRevokeResultSchema)
    .mutation(byActor(revokeCertificate)),
});
