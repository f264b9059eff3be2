import { InstitutionEdit } from '../../features/admin/institutions/InstitutionEdit';

/** /admin/institutions/{id}/edit */
export function InstitutionEditPage() {
  return <InstitutionEdit />;
}
