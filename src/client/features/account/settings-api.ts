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
