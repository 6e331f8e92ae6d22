import {
  AVATAR_UNREADABLE_MESSAGE,
  avatarContentError,
  IMAGE_HEADER_BYTES,
} from '../../../shared/account-settings-rules';
import type { UpdateAccountSettingsBody } from '../../../shared/contract/account-settings';
import * as endpoints from '../../../shared/contract/endpoints';
import { callApi, postForm } from '../../api/client';

export const getAccountSettings = (signal?: AbortSignal) =>
  callApi(endpoints.getPlayerAccountSettings, { signal });

export const saveAccountSettings = (body: UpdateAccountSettingsBody, signal?: AbortSignal) =>
  callApi(endpoints.updatePlayerAccountSettings, { body, signal });

/** The multipart upload the spec names: one file under the field uploadAvatar. */
export function uploadAvatar(file: Blob & { name: string }, signal?: AbortSignal) {
  const form = new FormData();
  form.append('uploadAvatar', file, file.name);
  return postForm(endpoints.uploadAvatar, form, signal);
}

/** A chosen file's content: its first bytes must be a JPG's or a PNG's, and the browser must decode it. */
export async function checkAvatar(file: Blob) {
  const header = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  const refusal = avatarContentError(header);
  if (refusal || typeof createImageBitmap !== 'function') return refusal;
  try {
    (await createImageBitmap(file)).close();
    return null;
  } catch {
    return AVATAR_UNREADABLE_MESSAGE;
  }
}
