import { fromPromise } from 'xstate';
import type { Region } from '../../../shared/contract/location';
import type { Coords } from '../../../shared/geo';
import { getNearestVenue, listRegions } from './api';

const POSITION_TIMEOUT_MS = 10_000;

export const loadRegions = fromPromise<Region[]>(({ signal }) => listRegions(signal));

export const getPosition = fromPromise<Coords>(
  () =>
    new Promise((resolve, reject) => {
      if (!('geolocation' in navigator)) {
        reject(new Error('Geolocation is not available'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, long: position.coords.longitude }),
        (error) => reject(new Error(error.message || 'Position unavailable')),
        { timeout: POSITION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
      );
    }),
);

export const findNearestVenue = fromPromise<Awaited<ReturnType<typeof getNearestVenue>>, Coords>(
  ({ input, signal }) => getNearestVenue(input.lat, input.long, signal),
);
