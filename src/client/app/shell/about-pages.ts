import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { MenuArticle } from '../../../shared/contract/article';
import { listGeneralArticles } from '../api';

/** About pages for the main menu: those flagged for the navigation bar, by name. */
export const aboutPagesActor = createActor(
  fromPromise<MenuArticle[]>(async () =>
    (await listGeneralArticles()).filter((a) => a.showInNavbar).sort((a, b) => a.name.localeCompare(b.name)),
  ),
);

export function useAboutPages(): MenuArticle[] {
  return useSelector(aboutPagesActor, (s) => (s.status === 'done' ? s.output : EMPTY));
}

const EMPTY: MenuArticle[] = [];
