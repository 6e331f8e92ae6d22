import * as endpoints from '../../../shared/contract/endpoints';
import { CODE_RESEND_SECONDS } from '../../../shared/mobile';
import type { RegistrationPayload } from '../../../shared/registration-rules';
import { ApiError, callApi } from '../../api/client';

export const checkMobile = (mobile: string, signal?: AbortSignal) =>
  callApi(endpoints.mobileDuplicateCheck, { body: { mobile }, signal });
/** A 429's wait in seconds (the server's `retryAfter`), or null for any other failure. */
function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const wait = (error.body as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}

/**
 * Asks for a code; answers when another may be asked for, by the server's clock of seconds. Within the
 * resend interval of the last code the server sends none and says how long to wait: that code still
 * stands, so the page only counts down. A longer wait (the hourly limit) comes with the server's message.
 */
export async function sendRegistrationCode(mobile: string, signal?: AbortSignal) {
  try {
    const answer = await callApi(endpoints.otpCodeSend, { body: { mobile }, signal });
    return { resendAt: Date.now() + answer.resendAfterSeconds * 1000, refusal: null };
  } catch (error) {
    const wait = retryAfterOf(error);
    if (wait === null) throw error;
    const refusal = wait > CODE_RESEND_SECONDS ? (error as Error).message : null;
    return { resendAt: Date.now() + wait * 1000, refusal };
  }
}
export const verifyRegistrationCode = (mobile: string, otpCode: string, signal?: AbortSignal) =>
  callApi(endpoints.otpCodeVerify, { body: { mobile, otpCode }, signal });
export const registerMembership = (body: RegistrationPayload, signal?: AbortSignal) =>
  callApi(endpoints.membershipRegister, { body, signal });
