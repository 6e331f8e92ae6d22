import { AdminVenuesContext, AdminVenuesPage } from './AdminVenuesPage';
import { liveAdminVenuesMachine } from './live';

/** /admin/venues. */
export function Component() {
  return (
    <AdminVenuesContext.Provider logic={liveAdminVenuesMachine}>
      <AdminVenuesPage />
    </AdminVenuesContext.Provider>
  );
}
