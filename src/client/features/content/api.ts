import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getGeneralArticle = (name: string) => callApi(endpoints.getGeneralArticle, { query: { name } });
