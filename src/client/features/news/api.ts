import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const listNews = (state: string, page: number, signal?: AbortSignal) =>
  callApi(endpoints.listNews, { query: { state: state || undefined, page }, signal });
export const getFeaturedArticles = (state: string, signal?: AbortSignal) =>
  callApi(endpoints.getFeaturedArticles, { query: { state: state || undefined }, signal });
export const getNewsArticle = (name: string) => callApi(endpoints.getNewsArticle, { query: { name } });
