import * as endpoints from '../../../shared/contract/endpoints';
import type { DeleteRequestForm } from '../../../shared/delete-request-rules';
import { callApi } from '../../api/client';

export const sendDeleteRequest = (body: DeleteRequestForm, signal?: AbortSignal) =>
  callApi(endpoints.accountDeleteRequest, { body, signal });
