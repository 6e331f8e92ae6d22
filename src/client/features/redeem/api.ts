import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getLoggedMember = (signal?: AbortSignal) => callApi(endpoints.getLoggedMember, { signal });
export const generateTotp = (mobile: string, signal?: AbortSignal) =>
  callApi(endpoints.generateTotp, { body: { mobile }, signal });
export const verifyTotp = (mobile: string, code: string, signal?: AbortSignal) =>
  callApi(endpoints.verifyTotp, { body: { mobile, code }, signal });
