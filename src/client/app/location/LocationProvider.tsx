import type { ReactNode } from 'react';
import { locationMachine } from '../../../../machines/location';
import { inspectOptions } from '../../components/inspector';
import { LocationContext } from '../../components/location/location-context';
import { findNearestVenue, getPosition, loadRegions } from './location-actors';
import { clearStoredNames, readStoredLocation, writeStoredLocation } from './location-storage';

const liveLocationMachine = locationMachine.provide({
  actors: { loadRegions, getPosition, findNearestVenue },
  actions: {
    persistLocation: (_, location) => writeStoredLocation(location),
    clearStoredNames: () => clearStoredNames(),
  },
});

export function LocationProvider({ children }: { children: ReactNode }) {
  return (
    <LocationContext.Provider
      logic={liveLocationMachine}
      options={{ input: { stored: readStoredLocation() }, ...inspectOptions() }}
    >
      {children}
    </LocationContext.Provider>
  );
}
