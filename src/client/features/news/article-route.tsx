import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import type { NewsArticleDetail } from '../../../shared/contract/content';
import { pageTitle } from '../../../shared/site';
import { NewsArticleView } from '../../components/NewsArticleView';
import { getNewsArticle } from './api';

/** A news article: a failed load or a missing name goes back to the news list (spec section 8). */
export async function loader({ params }: LoaderFunctionArgs): Promise<NewsArticleDetail> {
  if (!params.newsname) throw redirect('/news');
  try {
    return await getNewsArticle(params.newsname);
  } catch {
    throw redirect('/news');
  }
}

export function Component() {
  const article = useLoaderData() as NewsArticleDetail;
  return (
    <>
      <title>{pageTitle(article.name)}</title>
      <NewsArticleView article={article} />
    </>
  );
}
