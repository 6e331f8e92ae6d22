import * as endpoints from '../../shared/contract/endpoints';
import { callApi } from '../api/client';

export const getLoggedMember = () => callApi(endpoints.getLoggedMember);
