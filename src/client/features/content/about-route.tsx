import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import type { GeneralArticle } from '../../../shared/contract/article';
import { pageTitle } from '../../../shared/site';
import { AboutPageView } from '../../components/AboutPageView';
import { getGeneralArticle } from './api';

/** A content page: no name goes to the not-found page; a failed load goes home (spec section 8). */
export async function loader({ params }: LoaderFunctionArgs): Promise<GeneralArticle> {
  if (!params.slug) throw redirect('/page-not-found');
  try {
    return await getGeneralArticle(params.slug);
  } catch {
    throw redirect('/');
  }
}

export function Component() {
  const article = useLoaderData() as GeneralArticle;
  return (
    <>
      <title>{pageTitle(article.name)}</title>
      <AboutPageView article={article} />
    </>
  );
}
