import { Anchor, Stack, Text, Title } from '@mantine/core';
import { myPokerGames } from '../../../../machines/favourites';
import { FavouritesContext } from '../../components/favourites/favourites-context';
import { useMember } from '../../components/member';
import { useRemote } from '../../components/use-remote';
import { getCalendarSubscription } from './api';
import { GameCard } from './GameCard';

/** 'My Poker Games': for members, the three soonest favourites. */
export function MyPokerGames() {
  const member = useMember();
  const favourites = FavouritesContext.useSelector((s) => s.context.favourites);
  const { data: calendar } = useRemote(
    () => (member ? getCalendarSubscription() : Promise.resolve(null)),
    `calendar-${member?.id ?? 'visitor'}`,
  );
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
      {calendar && (
        <Text fz="sm" mt="xs">
          <Anchor href={calendar.webcalUrl} data-testid="calendar-subscription">
            Add My Poker Games to your phone's calendar
          </Anchor>{' '}
          <Text span c="dimmed" fz="xs">
            (private link: {calendar.url})
          </Text>
        </Text>
      )}
    </section>
  );
}
