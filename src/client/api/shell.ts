import type { LoggedMember } from '../../shared/contract/account';
import type { GeneralArticle, MenuArticle } from '../../shared/contract/article';
import type { NearestVenue, Region } from '../../shared/contract/location';
import { type CallOptions, getJson } from './client';

export const getLoggedMember = () => getJson<LoggedMember>('account/getLoggedMember');
export const listGeneralArticles = () => getJson<MenuArticle[]>('Article/ListGeneralArticles');
export const getGeneralArticle = (name: string) =>
  getJson<GeneralArticle>('article/GetGeneralArticle', { name });
export const listRegions = (options?: CallOptions) => getJson<Region[]>('region/list', undefined, options);
export const getNearestVenue = (latitude: number, longitude: number, options?: CallOptions) =>
  getJson<NearestVenue>('Venues/GetNearestVenue', { latitude, longitude }, options);
