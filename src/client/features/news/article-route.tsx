import { Container, Image, SimpleGrid, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import type { NewsArticleDetail } from '../../../shared/contract/content';
import { pageTitle } from '../../../shared/site';
import { RichContent } from '../../components/RichContent';
import { getNewsArticle } from './api';
import { NewsCard } from './NewsCard';

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
    <Container size="md" py="md">
      <title>{pageTitle(article.name)}</title>
      {article.bannerUrl && (
        <Image src={article.bannerUrl} alt="" radius="md" h={{ base: 160, md: 280 }} fit="cover" mb="md" />
      )}
      <Text c="gray.7" fz="sm">
        {dayjs(article.articleDate).format('DD/MM/YYYY')}
      </Text>
      <Title order={1} mb="md">
        {article.name}
      </Title>
      <RichContent html={article.content} />
      {article.relatedArticles.length > 0 && (
        <section aria-labelledby="related-news">
          <Title order={2} fz="h3" id="related-news" mt="xl" mb="sm">
            Related News
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {article.relatedArticles.map((related) => (
              <NewsCard key={related.urlName} article={related} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Container>
  );
}
