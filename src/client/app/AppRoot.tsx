import { MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { type SsrActors, SsrActorsContext } from '../ssr/ssr-actors';
import { FavouritesProvider } from './FavouritesProvider';
import { LocationProvider } from './location/LocationProvider';
import { cssVariablesResolver, theme } from './theme';
import { replayTypedBeforeApp } from './typed-before-app';

/** The providers every page is drawn in, on the server and in the browser alike. */
export function AppRoot({ drawn, children }: { drawn: SsrActors | null; children: ReactNode }) {
  // After the first commit, when React has taken over the page the server drew: nothing typed before is lost.
  useEffect(() => replayTypedBeforeApp(), []);
  return (
    <StrictMode>
      <SsrActorsContext value={drawn}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <LocationProvider>
            <FavouritesProvider>{children}</FavouritesProvider>
          </LocationProvider>
        </MantineProvider>
      </SsrActorsContext>
    </StrictMode>
  );
}
