import { Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import type { NewsArticle } from '../../../shared/contract/content';
import { AppLink } from '../../components/AppLink';
import { LoadFailed } from '../../components/LoadFailed';
import { type RemoteListLogic, remoteListOf, useRemoteList } from '../../components/use-remote-list';
import { getFeaturedArticles } from './api';

type Logic = RemoteListLogic<NewsArticle, string>;

const liveFeaturedNews = remoteListOf<NewsArticle, string>(getFeaturedArticles);

/** 'My Poker News': featured news for the chosen state (three on a phone); a new state loads again. */
export function HomeNews({ state, logic = liveFeaturedNews }: { state: string; logic?: Logic }) {
  return <FeaturedNews key={state} state={state} logic={logic} />;
}

function FeaturedNews({ state, logic }: { state: string; logic: Logic }) {
  const { status, items, retry } = useRemoteList(logic, state);
  if (status === 'loading' || status === 'empty') return null;
  return (
    <section aria-labelledby="my-poker-news">
      <Title order={2} fz="h3" id="my-poker-news" mb="sm">
        My Poker News
      </Title>
      {status === 'failed' ? (
        <LoadFailed title="The news could not be loaded." onRetry={retry} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {items.slice(0, 6).map((article, i) => (
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
      )}
    </section>
  );
}
