import { Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { AppLink } from '../../components/AppLink';
import { useRemote } from '../../components/use-remote';
import { getFeaturedArticles } from './api';

/** 'My Poker News': featured news for the chosen state (three on a phone). */
export function HomeNews({ state }: { state: string }) {
  const { data } = useRemote(() => getFeaturedArticles(state), `news-${state}`);
  const articles = data ?? [];
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="my-poker-news">
      <Title order={2} fz="h3" id="my-poker-news" mb="sm">
        My Poker News
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {articles.slice(0, 6).map((article, i) => (
          <Card
            key={article.urlName}
            withBorder
            padding="sm"
            radius="md"
            visibleFrom={i >= 3 ? 'md' : undefined}
          >
            <Card.Section>
              <Image src={article.bannerUrl} h={120} alt="" fallbackSrc="/images/image-unavailable.svg" />
            </Card.Section>
            <AppLink to={`/news/${article.urlName}`} fw={700} c="dark" mt="xs">
              {article.name}
            </AppLink>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {article.excerpt}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
