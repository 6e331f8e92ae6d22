import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/BackgroundImage.css';
import {
  BackgroundImage,
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { newsListMachine } from '../../../../machines/news-list';
import type { NewsArticle } from '../../../shared/contract/content';
import { pageTitle } from '../../../shared/site';
import { stateById, statesByShort } from '../../../shared/states';
import { inspectOptions } from '../../components/inspector';
import { useEffectiveStateId } from '../../components/location/location-context';
import { NewsCard } from '../../components/NewsCard';
import { useSsrActor } from '../../ssr/ssr-actors';
import { getFeaturedArticles, listNews } from './api';

/** The lead story's banner: at least this tall, and the same while it loads so nothing below it moves. */
const BANNER_HEIGHT = 220;
/** A news card's height on a phone (picture, date, title, two lines of excerpt). */
const CARD_HEIGHT = 280;
const NO_ARTICLES: NewsArticle[] = [];
/** Cards drawn at once when a list arrives (a phone shows about one); the rest follow in a deferred render. */
const FIRST_CARDS = 2;

/**
 * The cards to draw: those already shown and the first new ones at once, the rest in a deferred render,
 * which React splits into short tasks so the page answers taps meanwhile.
 */
function useCardsInStages(articles: NewsArticle[]) {
  const drawn = useDeferredValue(articles, NO_ARTICLES);
  return drawn === articles ? articles : articles.slice(0, Math.max(FIRST_CARDS, drawn.length));
}

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
  const actor = useActorRef(
    logic,
    useSsrActor(logic, { input: { state: initialState }, ...inspectOptions() }),
  );
  const state = useSelector(actor, (s) => s.context.state);
  const articles = useSelector(actor, (s) => s.context.articles);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const canMore = useSelector(actor, (s) => s.can({ type: 'news.more' }));
  const featured = useSelector(actor, (s) => s.context.featured);
  const loadingFeatured = useSelector(actor, (s) => s.hasTag('loading.featured'));
  const lead = featured[0];
  const featuredCards = useCardsInStages(featured).slice(0, 6);
  const recentCards = useCardsInStages(articles);

  return (
    <Container size="lg" py="md">
      <title>{pageTitle('News')}</title>
      {loadingFeatured && <Skeleton h={BANNER_HEIGHT} radius="md" mb="lg" />}
      {lead && (
        <BackgroundImage src={lead.bannerUrl ?? ''} radius="md" mb="lg" data-testid="news-banner">
          <Stack
            p={{ base: 'md', md: 'xl' }}
            mih={BANNER_HEIGHT}
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
      {loadingFeatured && (
        // The featured stories' place, past a phone's first screen: the recent news below stays put.
        <Stack gap="sm" mb="xl">
          <Skeleton h={30} w={200} />
          <Skeleton h={CARD_HEIGHT} radius="md" />
          <Skeleton h={CARD_HEIGHT} radius="md" />
        </Stack>
      )}
      {featured.length > 0 && (
        <section aria-labelledby="featured-news">
          <Title order={2} fz="h3" id="featured-news" mb="sm">
            Featured News
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="xl">
            {featuredCards.map((article) => (
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
            {recentCards.map((article) => (
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
