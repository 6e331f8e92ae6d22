import { Container, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { GeneralArticle } from '../../shared/contract/article';
import { RichContent } from './RichContent';

/** A content page as /about/{slug} shows it (and the league office's preview of one). */
export function AboutPageView({ article }: { article: GeneralArticle }) {
  return (
    <Container size="md" py="xl">
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
