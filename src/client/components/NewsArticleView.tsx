import { Container, Group, Image, SimpleGrid, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { NewsArticleDetail } from '../../shared/contract/content';
import { NewsCard } from './NewsCard';
import { RichContent } from './RichContent';

/**
 * A news article as /news/{name} shows it: banner, date (and the article's logo), title, the story and its
 * related news. The league office's preview draws the same, so an editor sees exactly what visitors will.
 */
export function NewsArticleView({ article }: { article: NewsArticleDetail }) {
  return (
    <Container size="md" py="md">
      {article.bannerUrl && (
        <Image src={article.bannerUrl} alt="" radius="md" h={{ base: 160, md: 280 }} fit="cover" mb="md" />
      )}
      <Group gap="sm" wrap="nowrap">
        {article.logoUrl && <Image src={article.logoUrl} alt="" w={48} h={48} fit="contain" />}
        <Text c="gray.7" fz="sm">
          {dayjs(article.articleDate).format('DD/MM/YYYY')}
        </Text>
      </Group>
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
