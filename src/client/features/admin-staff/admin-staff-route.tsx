import { pageTitle } from '../../../shared/site';
import { StaffPage } from './StaffPage';

/** /admin/staff: roles and venues (league admins; the server checks every call). */
export function Component() {
  return (
    <>
      <title>{pageTitle('Roles and venues')}</title>
      <StaffPage />
    </>
  );
}
