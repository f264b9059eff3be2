import { InstitutionsList } from '../../features/admin/institutions/InstitutionsList';

/** /admin/institutions?page=&per_page=&search=&sort=&direction= */
export function InstitutionsPage() {
  return <InstitutionsList />;
}
