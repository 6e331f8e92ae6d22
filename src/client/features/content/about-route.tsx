import { Container, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import type { GeneralArticle } from '../../../shared/contract/article';
import { pageTitle } from '../../../shared/site';
import { RichContent } from '../../components/RichContent';
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
    <Container size="md" py="xl">
      <title>{pageTitle(article.name)}</title>
      <Title order={1} mb={4}>
        {article.name}
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        Updated {dayjs(article.articleDate).format('DD/MM/YYYY')}
      </Text>
      <RichContent html={article.content} />
    </Container>
  );
}
