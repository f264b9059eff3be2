import { AuditList } from '../../features/admin/audit/AuditList';

/** /admin/audit?search=&actor=&target_type=&action=&from=&to=&page= */
export function AuditPage() {
  return <AuditList />;
}
