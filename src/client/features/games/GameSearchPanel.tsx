import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { GAMES_PAGE_SIZE, visibleGames } from '../../../../machines/game-search';
import { LocationContext } from '../../components/location/location-context';
import { GameCard } from './GameCard';
import { SearchBar, SearchGamesStack, SearchStatus } from './GameSearch';
import { GamesMap } from './GamesMap';
import { GameSearchContext } from './search-context';

/** The Map tab: the search with its filters, and the results as a list (Load More) or on a map. */
export function GameSearchPanel() {
  const actor = GameSearchContext.useActorRef();
  const view = GameSearchContext.useSelector((s) => (s.matches({ view: 'map' }) ? 'map' : 'list'));
  const games = GameSearchContext.useSelector((s) => visibleGames(s.context, view));
  const total = GameSearchContext.useSelector((s) => s.context.games.length);
  const canLoadMore = GameSearchContext.useSelector((s) => s.can({ type: 'page.more' }));
  const position = LocationContext.useSelector((s) => s.context.coords);
  return (
    <Stack gap="sm">
      <SearchBar />
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {total} game{total === 1 ? '' : 's'} this week
        </Text>
        <SegmentedControl
          size="xs"
          data={[
            { value: 'list', label: 'List' },
            { value: 'map', label: 'Map' },
          ]}
          value={view}
          onChange={(value) => actor.send({ type: value === 'map' ? 'view.map' : 'view.list' })}
        />
      </Group>
      <SearchStatus />
      {view === 'map' ? (
        <GamesMap games={games} position={position} height={520} />
      ) : (
        <SearchGamesStack>
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
          {canLoadMore && (
            <Button variant="default" onClick={() => actor.send({ type: 'page.more' })}>
              Load More ({Math.min(GAMES_PAGE_SIZE, total - games.length)} more)
            </Button>
          )}
        </SearchGamesStack>
      )}
    </Stack>
  );
}
