import { CtfdClientsList } from '../../features/admin/ctfd/CtfdClientsList';

/** /admin/ctfd-clients */
export function CtfdClientsPage() {
  return <CtfdClientsList />;
}
