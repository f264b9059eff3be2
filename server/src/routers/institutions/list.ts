import { ZInstitutionListSchema } from '@ctf/shared/schemas/admin';
import { ZInstitutionListPageSchema } from '@ctf/shared/schemas/admin-output';
import { listInstitutions } from '../../services/admin/institutions';
import { viewerProcedure } from '../../trpc/init';

/**
 * GET /institutions (spec section 7) for any signed-in user, e.g. an application's institution
 * search: searched, sorted and paged like the admin list; contact e-mail, notes and creation time
 * only for admins who proved the second factor.
 */
export const list = viewerProcedure
  .input(ZInstitutionListSchema)
  .output(ZInstitutionListPageSchema)
  .query(async ({ ctx, input }) => {
    const page = await listInstitutions(ctx.db, input);
    if (ctx.viewer.roles.includes('admin')) return page;
    return { ...page, data: page.data.map(({ id, name, city, region, type }) => ({ id, name, city, region, type })) };
  });
