import { Suspense } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { PageLoader } from '../../components/PageLoader';
import { runtimeConfig } from '../../config/runtime-config';
import { FallbackMap, type GamesMapProps } from './FallbackMap';

const GoogleGamesMap = lazyPart('google-games-map', () =>
  import('./GoogleGamesMap').then((m) => m.GoogleGamesMap),
);

/** Games on a map: Google's when the site has a key, else the built-in one (this machine has no internet). */
export function GamesMap({ games, position, height }: GamesMapProps) {
  if (!runtimeConfig.mapsKey) return <FallbackMap games={games} position={position} height={height} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <GoogleGamesMap apiKey={runtimeConfig.mapsKey} games={games} position={position} height={height} />
    </Suspense>
  );
}
