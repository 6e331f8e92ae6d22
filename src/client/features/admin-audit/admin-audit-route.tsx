import { pageTitle } from '../../../shared/site';
import { AuditPage } from './AuditPage';

/** /admin/audit: the staff's changes (league admins; the server checks every call). */
export function Component() {
  return (
    <>
      <title>{pageTitle('Audit trail')}</title>
      <AuditPage />
    </>
  );
}
