import '@mantine/core/styles/Tabs.css';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { chosenLocation } from '../../../../machines/location';
import {
  ALL_DAYS,
  gamesByWeekday,
  hasDayFilter,
  isNearMe,
  PAGE_SIZE,
  type SortKey,
  shownGames,
  todaysGamesMachine,
} from '../../../../machines/todays-games';
import { nextSevenDays } from '../../../shared/event-dates';
import {
  GAME_TYPE_KEYS,
  GAME_TYPE_LABELS,
  type GameTypeKey,
  grandSlamLabel,
} from '../../../shared/game-rules';
import { ChipChoice } from '../../components/ChipChoice';
import { FavouritesContext } from '../../components/favourites/favourites-context';
import { followFavourites } from '../../components/favourites/follow-favourites';
import { inspectOptions } from '../../components/inspector';
import { followLocation } from '../../components/location/follow-location';
import { LocationContext } from '../../components/location/location-context';
import { useMember } from '../../components/member';
import { useSsrActor } from '../../ssr/ssr-actors';
import { GameCardList, GameCardSkeletons } from './GameCard';
import { loadTodaysGames } from './games-actors';

/** Public spec, "Today's games page": the list's two parts, in this order. */
const HEADINGS = ['Games Near Me', 'Other Regions'];
const SORTS: { key: SortKey; label: string }[] = [
  { key: 'distance', label: 'Distance' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'buyIn', label: 'Buy in' },
];
/**
 * Today's games of one type near the chosen location (spec, "Today's games page"). A new type needs a new
 * machine: render it with `key={gameType}`. `logic` replaces the live calls (tests provide fakes).
 */
export function TodaysGames({
  gameType,
  showTabs = true,
  logic,
}: {
  gameType: GameTypeKey;
  showTabs?: boolean;
  logic?: typeof todaysGamesMachine;
}) {
  const navigate = useNavigate();
  const member = useMember();
  const location = LocationContext.useActorRef();
  const favourites = FavouritesContext.useActorRef();
  const liveLogic = (
    logic ?? todaysGamesMachine.provide({ actors: { loadGames: loadTodaysGames(member?.brandId) } })
  ).provide({
    actors: { followLocation: followLocation(location), followFavourites: followFavourites(favourites) },
  });
  const actor = useActorRef(
    liveLogic,
    useSsrActor(liveLogic, {
      input: { gameType, location: chosenLocation(location.getSnapshot().context) },
      ...inspectOptions(),
    }),
  );
  const stateId = useSelector(actor, (s) => s.context.location.stateId);
  const coords = useSelector(actor, (s) => s.context.location.coords);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const context = useSelector(actor, (s) => s.context);
  const canLoadMore = useSelector(actor, (s) => s.can({ type: 'page.more' }));
  const games = useMemo(() => shownGames(context).slice(0, context.page * PAGE_SIZE), [context]);
  const byDay = gamesByWeekday(context);
  // The list as shownGames orders it: the games near the player first, then the others, each under its heading.
  const split = games.filter((game) => isNearMe(game, context.location)).length;
  const gameTypeKeys = GAME_TYPE_KEYS.filter(
    (key) => key !== 'grandslam' || grandSlamLabel(stateId, member?.brandId) !== null,
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={4} role="group" aria-label="Sort by">
          {SORTS.map((sort) => {
            const active = context.sort.by === sort.key;
            return (
              <Button
                key={sort.key}
                size="xs"
                variant={active ? 'filled' : 'default'}
                onClick={() => actor.send({ type: 'sort.select', by: sort.key })}
                aria-pressed={active}
                rightSection={active ? (context.sort.descending ? '↓' : '↑') : undefined}
              >
                {sort.label}
              </Button>
            );
          })}
        </Group>
        {showTabs && (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => actor.send({ type: 'filter.toggle' })}
            aria-expanded={context.filterOpen}
          >
            Game Type
          </Button>
        )}
      </Group>

      {showTabs && context.filterOpen && (
        <Tabs value={gameType} onChange={(value) => value && navigate(`/types/${value}`)} variant="pills">
          <Tabs.List>
            {gameTypeKeys.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {GAME_TYPE_LABELS[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}

      {hasDayFilter(gameType) && (
        <ChipChoice
          label="Day"
          value={String(context.day)}
          onChange={(value) => actor.send({ type: 'day.select', day: Number(value) })}
          options={[
            { value: String(ALL_DAYS), label: 'All' },
            ...nextSevenDays(new Date()).map((day) => ({
              value: String(day.weekday),
              label: day.label,
              // Only once the games are in: while they load, every day looks (and is) choosable.
              disabled: !loading && !byDay.has(day.weekday),
            })),
          ]}
        />
      )}

      <Text fz="sm" c="dimmed" data-testid="distance-description">
        {coords
          ? 'Distances are from your current location.'
          : 'Showing games in your chosen state; share your location to see distances.'}
      </Text>

      {loading && <GameCardSkeletons />}
      {!loading && games.length === 0 && (
        <Text ta="center" py="xl" c="dimmed">
          No game found
        </Text>
      )}
      {!loading &&
        [games.slice(0, split), games.slice(split)].map(
          (part, i) =>
            part.length > 0 && (
              <section key={HEADINGS[i]} aria-label={HEADINGS[i]}>
                <Title order={2} fz="h4" mb="sm">
                  {HEADINGS[i]}
                </Title>
                <GameCardList games={part} />
              </section>
            ),
        )}
      {!loading && canLoadMore && (
        <Button variant="default" onClick={() => actor.send({ type: 'page.more' })}>
          Load More
        </Button>
      )}
    </Stack>
  );
}
