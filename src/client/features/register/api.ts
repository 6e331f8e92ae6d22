import * as endpoints from '../../../shared/contract/endpoints';
import type { RegistrationPayload } from '../../../shared/registration-rules';
import { callApi } from '../../api/client';

export const checkMobile = (mobile: string, signal?: AbortSignal) =>
  callApi(endpoints.mobileDuplicateCheck, { body: { mobile }, signal });
export const sendRegistrationCode = (mobile: string, signal?: AbortSignal) =>
  callApi(endpoints.otpCodeSend, { body: { mobile }, signal });
export const verifyRegistrationCode = (mobile: string, otpCode: string, signal?: AbortSignal) =>
  callApi(endpoints.otpCodeVerify, { body: { mobile, otpCode }, signal });
export const registerMembership = (body: RegistrationPayload, signal?: AbortSignal) =>
  callApi(endpoints.membershipRegister, { body, signal });
