import { fromPromise } from 'xstate';
import { compareCodeUnits } from '../../../shared/compare';
import type { MenuArticle } from '../../../shared/contract/article';
import { startupActor } from '../../components/startup-actor';
import { listGeneralArticles } from '../api';

/** About pages for the main menu: those flagged for the navigation bar, by name (case aside). */
export const menuPages = (articles: MenuArticle[]): MenuArticle[] =>
  articles
    .filter((a) => a.showInNavbar)
    .sort((a, b) => compareCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()));

/** The menu's about pages, loaded once at start; on a page the server drew, those it drew. */
const aboutPages = startupActor(
  fromPromise<MenuArticle[]>(async () => menuPages(await listGeneralArticles())),
  (drawn) => drawn.aboutPages,
  [],
);

export const aboutPagesActor = aboutPages.actor;
export const useAboutPages: () => MenuArticle[] = aboutPages.useValue;
