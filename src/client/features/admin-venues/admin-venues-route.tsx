import { useParams } from 'react-router-dom';
import { AdminVenuesContext, AdminVenuesPage } from './AdminVenuesPage';
import { liveAdminVenuesMachine, liveVenueEditorMachine, liveWeeklyGamesMachine } from './live';
import { VenueEditorContext, VenueEditorPage } from './VenueEditorPage';
import { WeeklyGamesContext, WeeklyGamesPage } from './WeeklyGamesPage';

/**
 * /admin/venues/*: the list, /new and /{venueId} (the editor), /{venueId}/weekly-games: one route and one chunk
 * (Mantine's pieces its pages share count once towards the pieces the site shares; the router stays small).
 */
export function Component() {
  const [venueId, part] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const id = venueId && /^\d+$/.test(venueId) ? Number(venueId) : null;
  if (venueId !== undefined && part === 'weekly-games') {
    return (
      <WeeklyGamesContext.Provider
        key={venueId}
        logic={liveWeeklyGamesMachine}
        options={{ input: { venueId: id ?? 0 } }}
      >
        <WeeklyGamesPage />
      </WeeklyGamesContext.Provider>
    );
  }
  if (venueId !== undefined) {
    return (
      <VenueEditorContext.Provider
        key={venueId ?? 'new'}
        logic={liveVenueEditorMachine}
        options={{ input: { venueId: id } }}
      >
        <VenueEditorPage />
      </VenueEditorContext.Provider>
    );
  }
  return (
    <AdminVenuesContext.Provider logic={liveAdminVenuesMachine}>
      <AdminVenuesPage />
    </AdminVenuesContext.Provider>
  );
}
