import { useParams } from 'react-router-dom';
import { liveWeeklyGamesMachine } from './live';
import { WeeklyGamesContext, WeeklyGamesPage } from './WeeklyGamesPage';

/** /admin/venues/{venueId}/weekly-games. */
export function Component() {
  const venueId = Number(useParams().venueId);
  return (
    <WeeklyGamesContext.Provider
      key={venueId}
      logic={liveWeeklyGamesMachine}
      options={{ input: { venueId } }}
    >
      <WeeklyGamesPage />
    </WeeklyGamesContext.Provider>
  );
}
