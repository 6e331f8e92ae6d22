import { fromPromise } from 'xstate';
import { adminPhotosMachine } from '../../../../machines/admin-photos';
import { AdminPhotosPage } from './AdminPhotosPage';
import { AdminPhotosContext } from './admin-photos-context';
import * as api from './api';

const liveAdminPhotosMachine = adminPhotosMachine.provide({
  actors: {
    loadEvents: fromPromise(({ input, signal }) => api.photoEvents(input.q, signal)),
    loadPhotos: fromPromise(({ input, signal }) => api.eventPhotos(input.eventId, signal)),
    uploadPhotos: fromPromise(({ input, signal }) =>
      // The page only ever chooses Files (the chart holds them as ChosenPhoto, without the DOM's types).
      api.uploadPhotos(input.eventId, input.files as File[], input.caption, signal),
    ),
    removePhoto: fromPromise(({ input, signal }) => api.removePhoto(input.photoId, signal)),
    findPlayers: fromPromise(({ input, signal }) => api.findPlayers(input.q, signal)),
    tagPlayer: fromPromise(({ input, signal }) => api.tagPlayer(input.photoId, input.memberId, signal)),
    untagPlayer: fromPromise(({ input, signal }) => api.untagPlayer(input.photoId, input.memberId, signal)),
  },
});

/** /admin/photos: an event's photos and the players tagged in them. */
export function Component() {
  return (
    <AdminPhotosContext.Provider logic={liveAdminPhotosMachine}>
      <AdminPhotosPage />
    </AdminPhotosContext.Provider>
  );
}
