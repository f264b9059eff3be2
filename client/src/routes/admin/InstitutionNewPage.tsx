import { InstitutionNew } from '../../features/admin/institutions/InstitutionNew';

/** /admin/institutions/new */
export function InstitutionNewPage() {
  return <InstitutionNew />;
}
