import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { myPokerGames } from '../../../../machines/favourites';
import { FavouritesContext } from '../../components/favourites/favourites-context';
import { useMember } from '../../components/member';
import { useRemote } from '../../components/use-remote';
import { getCalendarSubscription, rotateCalendarSubscription } from './api';
import { GameCard } from './GameCard';

/** 'My Poker Games': for members, the three soonest favourites. */
export function MyPokerGames() {
  const member = useMember();
  const favourites = FavouritesContext.useSelector((s) => s.context.favourites);
  // Each 'New private link' asks the server for a new feed address (the old one stops working).
  const [rotations, setRotations] = useState(0);
  const { data: calendar } = useRemote(
    () =>
      member
        ? rotations > 0
          ? rotateCalendarSubscription()
          : getCalendarSubscription()
        : Promise.resolve(null),
    `calendar-${member?.id ?? 'visitor'}-${rotations}`,
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
          </Text>{' '}
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setRotations((n) => n + 1)}
            data-testid="calendar-rotate"
            title="Stop the current link working and make a new one, if you shared it by mistake"
          >
            New private link
          </Button>
        </Text>
      )}
    </section>
  );
}
