import { ZInstitutionListSchema } from '@ctf/shared/schemas/admin';
import { ZInstitutionListPageSchema } from '@ctf/shared/schemas/admin-output';
import { listInstitutions } from '../../services/admin/institutions';
import { viewerOf } from '../../services/auth/viewer';
import { protectedProcedure } from '../../trpc/init';

/**
 * GET /institutions (spec section 7) for any signed-in user, e.g. an application's institution
 * search: searched, sorted and paged like the admin list; contact e-mail, notes and creation time
 * only for admins who proved the second factor.
 */
export const list = protectedProcedure
  .input(ZInstitutionListSchema)
  .output(ZInstitutionListPageSchema)
  .query(async ({ ctx, input }) => {
    const page = await listInstitutions(ctx.db, input);
    if (viewerOf(ctx.auth).roles.includes('admin')) return page;
    return { ...page, data: page.data.map(({ id, name, city, region, type }) => ({ id, name, city, region, type })) };
  });
