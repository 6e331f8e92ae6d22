import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const sendResetCode = (mobile: string, signal?: AbortSignal) =>
  callApi(endpoints.passwordResetSendCode, { body: { mobile }, signal });

export const resetPassword = (
  body: { mobile: string; code: string; password: string; confirmPassword: string },
  signal?: AbortSignal,
) => callApi(endpoints.passwordReset, { body, signal });
