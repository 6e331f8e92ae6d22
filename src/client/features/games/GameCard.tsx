import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Game } from '../../../shared/contract/game';
import { EVENT_KINDS, eventKind } from '../../../shared/event-kind';
import { EVENT_STATUS, EVENT_TYPE } from '../../../shared/event-types';
import { canFavourite, formatBuyIn } from '../../../shared/game-rules';
import { formatDistance } from '../../../shared/geo';
import { formatDollars } from '../../../shared/money';
import { formatPtc } from '../../../shared/ptc-rules';
import { AppLink } from '../../components/AppLink';
import { FavouriteHeart } from '../../components/FavouriteHeart';
import { formatGameStart } from './game-format';

function PinIcon() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      style={{ verticalAlign: -1 }}
    >
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}

const RAISE_NEWS_URL = 'https://raisepoker.example.com/news';

/** A game in a list (spec "Game card"): the venue part opens the venue, the rest the event. */
/** About the height of a card with a one-line title and description, on a phone and on a desktop. */
const GAME_CARD_HEIGHT = 168;

export function GameCard({ game }: { game: Game }) {
  const navigate = useNavigate();
  const kind = EVENT_KINDS[eventKind(game)];
  const redeemable =
    game.eventStatusId === EVENT_STATUS.active && (game.ptcRedeemable || game.creditCardRedeemable);
  const venuePath = `/venue/${game.venue.friendlyUrlSlug || game.venue.id}`;
  const venueLinkText =
    game.distanceAway === null
      ? game.venue.suburb
      : `${game.venue.suburb} · ${formatDistance(game.distanceAway)}`;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="game-card"
      data-event-id={game.id}
      data-distance={game.distanceAway ?? ''}
      data-buy-in={game.buyInAmount}
      data-starts={game.dateTime}
      style={{
        cursor: 'pointer',
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${GAME_CARD_HEIGHT}px`,
      }}
      onClick={() => navigate(`/event/${game.id}`)}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            {kind.tag && (
              <Badge color={kind.colour} variant="light" size="sm">
                {kind.tag}
              </Badge>
            )}
            {game.eventStatusId === EVENT_STATUS.onHold && (
              <Badge color="gray" size="sm">
                On Hold
              </Badge>
            )}
          </Group>
          <Anchor
            component={Link}
            to={`/event/${game.id}`}
            fw={700}
            fz="lg"
            c="dark"
            onClick={(e) => e.stopPropagation()}
            data-testid="game-title"
          >
            {game.title}
          </Anchor>
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {game.description}
          </Text>
        </Stack>
        {canFavourite(game) && (
          <FavouriteHeart eventId={game.id} isFavourite={game.isFavourite} title={game.title} />
        )}
      </Group>

      <Group gap="lg" mt="sm" fz="sm">
        <div>
          <Text fz="xs" c="dimmed">
            Starts
          </Text>
          <Text fz="sm" fw={600} data-testid="game-start">
            {formatGameStart(game)}
          </Text>
        </div>
        <div>
          <Text fz="xs" c="dimmed">
            Buy-in
          </Text>
          <Text fz="sm" fw={700} c={game.buyInAmount === 0 ? 'green.8' : undefined} data-testid="game-buyin">
            {formatBuyIn(
              game.buyInAmount,
              game.typeId === EVENT_TYPE.cashGames ? game.buyInDescription : null,
            )}
          </Text>
        </div>
        {(game.takeHomeAmount > 0 || game.takeHomeAmountDescription) && (
          <div>
            <Text fz="xs" c="dimmed">
              {game.takeHomeAmount > 0 ? 'Guarantee' : 'Take home'}
            </Text>
            <Text fz="sm" fw={600}>
              {game.takeHomeAmount > 0 ? formatDollars(game.takeHomeAmount) : game.takeHomeAmountDescription}
            </Text>
          </div>
        )}
        {game.totalPTCredit > 0 && (
          <div>
            <Text fz="xs" c="dimmed">
              PTC credit
            </Text>
            <Text fz="sm" fw={600}>
              {formatPtc(game.totalPTCredit)}
            </Text>
          </div>
        )}
      </Group>

      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
        <AppLink
          to={venuePath}
          fz="sm"
          c="dark"
          onClick={(e) => e.stopPropagation()}
          aria-label={`${venueLinkText}: venue details of ${game.title}`}
        >
          <PinIcon /> {venueLinkText}
        </AppLink>
        <Group gap="xs" wrap="nowrap">
          {game.goingCount > 0 && (
            <Text fz="xs" c="dimmed" data-testid="going-count">
              {game.goingCount} going
            </Text>
          )}
          <Anchor
            href={`/calendar/event/${game.id}.ics`}
            download
            fz="xs"
            onClick={(e) => e.stopPropagation()}
            aria-label={`Add to calendar: ${game.title}`}
          >
            Add to calendar
          </Anchor>
          {game.type === 'Raise' && (
            <Anchor
              href={RAISE_NEWS_URL}
              target="_blank"
              rel="noopener noreferrer"
              fz="xs"
              onClick={(e) => e.stopPropagation()}
            >
              Raise
            </Anchor>
          )}
          {redeemable && (
            <Anchor
              component={Link}
              to={`/redeem/verify?returnUrl=${encodeURIComponent(`/redeem/event/${game.id}`)}`}
              fz="xs"
              fw={700}
              onClick={(e) => e.stopPropagation()}
            >
              Get ticket
            </Anchor>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/**
 * Stand-ins of a game card's size while games load, so the list does not push the page when it arrives.
 * `content-visibility` on the cards (see GameCard) lets the browser skip laying out those off screen.
 */
export function GameCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading games">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} h={GAME_CARD_HEIGHT} radius="md" />
      ))}
    </Stack>
  );
}

const NO_GAMES: Game[] = [];

/**
 * The cards of a list of games. They are built in a deferred render, which React splits into short tasks, so a
 * list arriving does not block taps and scrolling; skeletons of the same size stand in until then.
 */
export function GameCardList({ games }: { games: Game[] }) {
  const shown = useDeferredValue(games, NO_GAMES);
  if (shown !== games && shown.length === 0) return <GameCardSkeletons count={Math.min(games.length, 4)} />;
  // Until the deferred render catches up, the cards on show are the last list's (a busy phone may show them for a
  // while under the new list's count): marked busy, as a search's are.
  return (
    <Stack gap="sm" aria-busy={shown !== games}>
      {shown.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </Stack>
  );
}
