import { APIProvider, Map as GoogleMap, InfoWindow, Marker } from '@vis.gl/react-google-maps';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Game } from '../../../shared/contract/game';
import type { GamesMapProps } from './FallbackMap';
import { formatGameStart } from './game-format';

/** Google's map with a marker per game and an info window for the one picked. */
export function GoogleGamesMap({ apiKey, games, position, height }: GamesMapProps & { apiKey: string }) {
  // Which marker's window is open is view state of the map widget, not part of any flow.
  const [open, setOpen] = useState<Game | null>(null);
  const first = games[0];
  const center = position
    ? { lat: position.lat, lng: position.long }
    : first
      ? { lat: first.venue.latitude, lng: first.venue.longitude }
      : { lat: -37.8136, lng: 144.9631 };
  return (
    <APIProvider apiKey={apiKey} region="AU">
      <GoogleMap
        style={{ width: '100%', height }}
        defaultCenter={center}
        defaultZoom={11}
        gestureHandling="cooperative"
      >
        {position && <Marker position={{ lat: position.lat, lng: position.long }} title="You are here" />}
        {games.map((game) => (
          <Marker
            key={game.id}
            position={{ lat: game.venue.latitude, lng: game.venue.longitude }}
            title={game.title}
            onClick={() => setOpen(game)}
          />
        ))}
        {open && (
          <InfoWindow
            position={{ lat: open.venue.latitude, lng: open.venue.longitude }}
            onCloseClick={() => setOpen(null)}
          >
            <strong>{open.title}</strong>
            <div>{formatGameStart(open)}</div>
            <Link to={`/event/${open.id}`}>Event details</Link>
          </InfoWindow>
        )}
      </GoogleMap>
    </APIProvider>
  );
}
