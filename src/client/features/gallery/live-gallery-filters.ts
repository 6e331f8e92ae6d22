import { fromPromise } from 'xstate';
import { galleryFiltersMachine } from '../../../../machines/gallery-filters';
import { listRegions, listSeasons, listVenues, searchPhotos } from './api';

/** The gallery machine wired to the server. */
export const liveGalleryFiltersMachine = galleryFiltersMachine.provide({
  actors: {
    loadOptions: fromPromise(async ({ signal }) => {
      const [regions, seasons, venues] = await Promise.all([
        listRegions(signal),
        listSeasons(signal),
        listVenues(signal),
      ]);
      return { regions, seasons, venues };
    }),
    loadPhotos: fromPromise(({ input, signal }) => searchPhotos(input, signal)),
  },
});
