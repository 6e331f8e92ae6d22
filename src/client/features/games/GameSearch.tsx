import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { visibleGames } from '../../../../machines/game-search';
import type { Game } from '../../../shared/contract/game';
import { lazyPart } from '../../components/lazy-part';
import { PageLoader } from '../../components/PageLoader';
import { GameCardList } from './GameCard';
import { formatGameStart, formatWeekday } from './game-format';
import { GameSearchContext } from './search-context';

const SearchFilters = lazyPart('search-filters', () =>
  import('./SearchFilters').then((m) => m.SearchFilters),
);

export function SearchBar() {
  const actor = GameSearchContext.useActorRef();
  const text = GameSearchContext.useSelector((s) => s.context.text);
  // Whether the filter panel is open is view state only.
  const [filtersOpen, filters] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          placeholder="Search events"
          aria-label="Search events"
          value={text}
          onChange={(e) => actor.send({ type: 'text.change', text: e.currentTarget.value })}
          style={{ flex: 1 }}
          maxLength={100}
        />
        <Button
          variant={filtersOpen ? 'filled' : 'default'}
          onClick={filters.toggle}
          aria-expanded={filtersOpen}
        >
          Filters
        </Button>
      </Group>
      {filtersOpen && (
        <Suspense fallback={<PageLoader />}>
          <SearchFilters />
        </Suspense>
      )}
    </Stack>
  );
}

function ResultRow({ game }: { game: Game }) {
  const actor = GameSearchContext.useActorRef();
  return (
    <UnstyledButton
      onClick={() => actor.send({ type: 'result.open', eventId: game.id })}
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="search-result"
    >
      <Text fw={700}>{game.title}</Text>
      <Text fz="sm" c="dimmed">
        {game.venue.suburb} · {formatWeekday(game)} · {formatGameStart(game)}
      </Text>
    </UnstyledButton>
  );
}

/** The state of a search: searching, the nearby fallback, nothing found, or the results. */
export function SearchStatus() {
  const busy = GameSearchContext.useSelector((s) => s.hasTag('busy'));
  const nearby = GameSearchContext.useSelector((s) => s.hasTag('nearby'));
  const empty = GameSearchContext.useSelector((s) => s.matches({ search: 'empty' }));
  const place = GameSearchContext.useSelector((s) => s.context.nearbyPlace);
  if (nearby) {
    return (
      <Group gap="xs" py="sm">
        <Loader size="xs" color="red" />
        <Text>We are still searching nearby games for you.</Text>
      </Group>
    );
  }
  if (busy) {
    return (
      <Center py="md">
        <Loader size="sm" color="red" role="status" aria-label="Searching" />
      </Center>
    );
  }
  if (empty) {
    return (
      <Alert color="gray" title="No games found." data-testid="no-games">
        Sorry! We could not find any nearby game for you either.
      </Alert>
    );
  }
  if (place) {
    return (
      <Text fz="sm" c="dimmed">
        No games matched, so here are the games near {place.suburb} {place.postcode}.
      </Text>
    );
  }
  return null;
}

/** Text search results on the home tab: title, suburb, start and weekday; a pick opens the event. */
export function SearchResultsList() {
  const games = GameSearchContext.useSelector((s) => visibleGames(s.context, 'list'));
  const hasText = GameSearchContext.useSelector((s) => s.context.text.trim().length > 0);
  const canLoadMore = GameSearchContext.useSelector((s) => s.can({ type: 'page.more' }));
  const actor = GameSearchContext.useActorRef();
  if (!hasText) return null;
  return (
    <Stack gap={0}>
      <SearchStatus />
      {games.map((game) => (
        <ResultRow key={game.id} game={game} />
      ))}
      {canLoadMore && (
        <Button variant="default" mt="sm" onClick={() => actor.send({ type: 'page.more' })}>
          Load More
        </Button>
      )}
    </Stack>
  );
}

/**
 * The search's games. The last search's stay while the next one runs, so nothing jumps, but dimmed and marked
 * busy: they may not match the new search.
 */
export function SearchGamesStack({ children }: { children: ReactNode }) {
  const busy = GameSearchContext.useSelector((s) => s.hasTag('busy'));
  return (
    <Stack gap="sm" aria-busy={busy} style={busy ? { opacity: 0.5 } : undefined} data-testid="search-games">
      {children}
    </Stack>
  );
}

/** The games the Filters choose (this week's, 25 at a time), as cards like today's games. */
export function FilteredGamesList() {
  const games = GameSearchContext.useSelector((s) => visibleGames(s.context, 'list'));
  const total = GameSearchContext.useSelector((s) => s.context.games.length);
  const busy = GameSearchContext.useSelector((s) => s.hasTag('busy'));
  const canLoadMore = GameSearchContext.useSelector((s) => s.can({ type: 'page.more' }));
  const actor = GameSearchContext.useActorRef();
  return (
    <section aria-label="Filtered games" data-testid="filtered-games">
      <Title order={2} fz="h4" mb="sm">
        Filtered games
      </Title>
      <SearchStatus />
      {!busy && (
        <Text fz="sm" c="dimmed" mb="sm">
          {total} game{total === 1 ? '' : 's'} this week match your filters.
        </Text>
      )}
      <SearchGamesStack>
        <GameCardList games={games} />
        {canLoadMore && (
          <Button variant="default" onClick={() => actor.send({ type: 'page.more' })}>
            Load More
          </Button>
        )}
      </SearchGamesStack>
    </section>
  );
}
