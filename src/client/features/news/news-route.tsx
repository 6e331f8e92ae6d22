import {
  BackgroundImage,
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { newsListMachine } from '../../../../machines/news-list';
import { pageTitle } from '../../../shared/site';
import { stateById, statesByShort } from '../../../shared/states';
import { inspectOptions } from '../../components/inspector';
import { useEffectiveStateId } from '../../components/location/location-context';
import { getFeaturedArticles, listNews } from './api';
import { NewsCard } from './NewsCard';

const liveNewsList = newsListMachine.provide({
  actors: {
    loadNews: fromPromise(({ input, signal }) => listNews(input.state, input.page, signal)),
    loadFeatured: fromPromise(({ input, signal }) => getFeaturedArticles(input, signal)),
  },
});

const STATE_OPTIONS = [
  { value: '', label: 'All states' },
  ...statesByShort.map((s) => ({ value: s.short, label: s.name })),
];

export function Component() {
  return <NewsPage />;
}

/** /news: the lead featured story, featured news and recent news of the chosen state, ten at a time. */
export function NewsPage({ logic = liveNewsList }: { logic?: typeof liveNewsList }) {
  const initialState = stateById(useEffectiveStateId())?.short ?? 'VIC';
  const actor = useActorRef(logic, { input: { state: initialState }, ...inspectOptions() });
  const state = useSelector(actor, (s) => s.context.state);
  const articles = useSelector(actor, (s) => s.context.articles);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const canMore = useSelector(actor, (s) => s.can({ type: 'news.more' }));
  const featured = useSelector(actor, (s) => s.context.featured);
  const lead = featured[0];

  return (
    <Container size="lg" py="md">
      <title>{pageTitle('News')}</title>
      {lead && (
        <BackgroundImage src={lead.bannerUrl ?? ''} radius="md" mb="lg" data-testid="news-banner">
          <Stack
            p={{ base: 'md', md: 'xl' }}
            mih={220}
            justify="flex-end"
            style={{ background: 'linear-gradient(transparent, rgba(0,0,0,0.75))', borderRadius: 8 }}
          >
            <Title order={2} c="white">
              {lead.name}
            </Title>
            <Text c="gray.2" lineClamp={2}>
              {lead.excerpt}
            </Text>
            <Button component={Link} to={`/news/${lead.urlName}`} w="fit-content">
              READ MORE
            </Button>
          </Stack>
        </BackgroundImage>
      )}
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>News</Title>
        <Select
          label="CHANGE STATE"
          data={STATE_OPTIONS}
          value={state}
          allowDeselect={false}
          onChange={(value) => actor.send({ type: 'news.state', state: value ?? '' })}
          w={220}
        />
      </Group>
      {featured.length > 0 && (
        <section aria-labelledby="featured-news">
          <Title order={2} fz="h3" id="featured-news" mb="sm">
            Featured News
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="xl">
            {featured.slice(0, 6).map((article) => (
              <NewsCard key={article.urlName} article={article} />
            ))}
          </SimpleGrid>
        </section>
      )}
      <section aria-labelledby="recent-news">
        <Title order={2} fz="h3" id="recent-news" mb="sm">
          Recent News
        </Title>
        {articles.length === 0 && !loading ? (
          <Text c="gray.7">No news yet</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="recent-news">
            {articles.map((article) => (
              <NewsCard key={article.urlName} article={article} />
            ))}
          </SimpleGrid>
        )}
        <Group justify="center" mt="lg">
          {canMore && (
            <Button variant="default" onClick={() => actor.send({ type: 'news.more' })}>
              More news
            </Button>
          )}
          {loading && <Text c="gray.7">Loading...</Text>}
          {state !== '' && !loading && (
            <Button variant="subtle" onClick={() => actor.send({ type: 'news.state', state: '' })}>
              View all news
            </Button>
          )}
        </Group>
      </section>
    </Container>
  );
}
