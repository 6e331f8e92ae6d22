import { Stack, Title } from '@mantine/core';
import { fromPromise } from 'xstate';
import { calendarSubscriptionMachine } from '../../../../machines/calendar-subscription';
import { myPokerGames } from '../../../../machines/favourites';
import { FavouritesContext } from '../../components/favourites/favourites-context';
import { inspectOptions } from '../../components/inspector';
import { useMember } from '../../components/member';
import { getCalendarSubscription, rotateCalendarSubscription } from './api';
import { CalendarSubscription, CalendarSubscriptionContext } from './CalendarSubscription';
import { GameCard } from './GameCard';

const liveCalendarMachine = calendarSubscriptionMachine.provide({
  actors: {
    loadSubscription: fromPromise(() => getCalendarSubscription()),
    rotateSubscription: fromPromise(() => rotateCalendarSubscription()),
  },
  actions: { copyLink: (_, url) => void navigator.clipboard?.writeText(url) },
});

/** 'My Poker Games': for members, the three soonest favourites and their calendar feed. */
export function MyPokerGames({
  calendar = liveCalendarMachine,
}: {
  calendar?: typeof calendarSubscriptionMachine;
}) {
  const member = useMember();
  const favourites = FavouritesContext.useSelector((s) => s.context.favourites);
  if (!member) return null;
  const games = myPokerGames(favourites);
  return (
    <section aria-labelledby="my-poker-games" data-testid="my-poker-games">
      <Title order={2} fz="h3" id="my-poker-games" mb="sm">
        My Poker Games
      </Title>
      <Stack gap="sm">
        {games.length === 0 ? (
          <div>Tap the heart on a game to keep it here.</div>
        ) : (
          games.map((game) => <GameCard key={game.id} game={{ ...game, isFavourite: true }} />)
        )}
      </Stack>
      <CalendarSubscriptionContext.Provider logic={calendar} options={inspectOptions()}>
        <CalendarSubscription />
      </CalendarSubscriptionContext.Provider>
    </section>
  );
}
