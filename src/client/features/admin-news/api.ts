import type { ArticleStatus, NewsImageKind, SaveArticleBody } from '../../../shared/contract/admin-news';
import * as endpoints from '../../../shared/contract/office-endpoints';
import { callApi, postForm } from '../../api/client';

export const listStaffNews = (status: ArticleStatus | null, signal?: AbortSignal) =>
  callApi(endpoints.listStaffNews, { query: { status: status ?? undefined }, signal });
export const getStaffArticle = (id: number, signal?: AbortSignal) =>
  callApi(endpoints.getStaffArticle, { query: { id }, signal });
export const saveNewsArticle = (body: SaveArticleBody, signal?: AbortSignal) =>
  callApi(endpoints.saveNewsArticle, { body, signal });
export const previewNewsArticle = (body: SaveArticleBody, signal?: AbortSignal) =>
  callApi(endpoints.previewNewsArticle, { body, signal });
export const uploadNewsImage = (id: number, kind: NewsImageKind, file: File, signal?: AbortSignal) => {
  const form = new FormData();
  form.append('image', file);
  return postForm(endpoints.uploadNewsImage, form, signal, { id, kind });
};
