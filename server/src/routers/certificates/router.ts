import {
  ZCertificateCheckInputSchema,
  ZCertificateCheckSchema,
  ZOwnCertificatesSchema,
} from '@ctf/shared/schemas/certificates';
import { checkCertificate, ownCertificates } from '../../services/certificates/lookup';
import { limitedByIp, protectedProcedure, publicProcedure, router } from '../../trpc/init';

export const certificatesRouter = router({
  /** The public check page: who, what, when and by whom, or that it was revoked. Rate-limited. */
  check: publicProcedure
    .input(ZCertificateCheckInputSchema)
    .use(limitedByIp('certificateCheckIp'))
    .output(ZCertificateCheckSchema)
    .query(({ ctx, input }) => checkCertificate(ctx.db, ctx.lang, input.code)),
  /** The caller's certificates (the account page links each to its PDF). */
  own: protectedProcedure.output(ZOwnCertificatesSchema).query(({ ctx }) => ownCertificates(ctx.db, ctx.auth.user.id)),
});
