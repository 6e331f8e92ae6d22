import { useParams } from 'react-router-dom';
import { liveVenueEditorMachine } from './live';
import { VenueEditorContext, VenueEditorPage } from './VenueEditorPage';

/** /admin/venues/new and /admin/venues/{venueId}. */
export function Component() {
  const { venueId } = useParams();
  const id = venueId && /^\d+$/.test(venueId) ? Number(venueId) : null;
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
