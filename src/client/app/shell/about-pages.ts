import { fromPromise } from 'xstate';
import type { MenuArticle } from '../../../shared/contract/article';
import { startupActor } from '../../components/startup-actor';
import { listGeneralArticles } from '../api';

/** About pages for the main menu: those flagged for the navigation bar, in the order the editors set (the server's). */
export const menuPages = (articles: MenuArticle[]): MenuArticle[] => articles.filter((a) => a.showInNavbar);

/** The menu's about pages, loaded once at start; on a page the server drew, those it drew. */
const aboutPages = startupActor(
  fromPromise<MenuArticle[]>(async () => menuPages(await listGeneralArticles())),
  (drawn) => drawn.aboutPages,
  [],
);

export const aboutPagesActor = aboutPages.actor;
export const useAboutPages: () => MenuArticle[] = aboutPages.useValue;
