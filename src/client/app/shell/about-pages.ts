import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { compareCodeUnits } from '../../../shared/compare';
import type { MenuArticle } from '../../../shared/contract/article';
import { listGeneralArticles } from '../api';

/** About pages for the main menu: those flagged for the navigation bar, by name (case aside). */
export const aboutPagesActor = createActor(
  fromPromise<MenuArticle[]>(async () =>
    (await listGeneralArticles())
      .filter((a) => a.showInNavbar)
      .sort((a, b) => compareCodeUnits(a.name.toLowerCase(), b.name.toLowerCase())),
  ),
);

export function useAboutPages(): MenuArticle[] {
  return useSelector(aboutPagesActor, (s) => (s.status === 'done' ? s.output : EMPTY));
}

const EMPTY: MenuArticle[] = [];
