import * as endpoints from '../../../shared/contract/office-endpoints';
import { callApi, postForm } from '../../api/client';

export const photoEvents = (q: string, signal?: AbortSignal) =>
  callApi(endpoints.adminPhotoEvents, { query: { q: q || undefined }, signal });
export const eventPhotos = (eventId: number, signal?: AbortSignal) =>
  callApi(endpoints.adminEventPhotos, { query: { eventId }, signal });
export const uploadPhotos = (eventId: number, files: File[], caption: string, signal?: AbortSignal) => {
  const form = new FormData();
  if (caption) form.append('caption', caption);
  for (const file of files) form.append('photos', file);
  return postForm(endpoints.uploadEventPhotos, form, signal, { eventId });
};
export const removePhoto = (photoId: number, signal?: AbortSignal) =>
  callApi(endpoints.deleteEventPhoto, { query: { photoId }, signal });
export const findPlayers = (q: string, signal?: AbortSignal) =>
  callApi(endpoints.adminPhotoPlayers, { query: { q }, signal });
export const tagPlayer = (photoId: number, memberId: number, signal?: AbortSignal) =>
  callApi(endpoints.tagPhotoPlayer, { query: { photoId }, body: { memberId }, signal });
export const untagPlayer = (photoId: number, memberId: number, signal?: AbortSignal) =>
  callApi(endpoints.untagPhotoPlayer, { query: { photoId, memberId }, signal });
