import { ActionIcon } from '@mantine/core';
import { FavouritesContext } from './favourites/favourites-context';

/** The heart: filled for a favourite; toggling goes through the favourites machine. */
export function FavouriteHeart({
  eventId,
  isFavourite,
  title,
}: {
  eventId: number;
  isFavourite: boolean;
  title: string;
}) {
  const actor = FavouritesContext.useActorRef();
  const saving = FavouritesContext.useSelector(
    (s) => s.hasTag('saving') && s.context.pending?.eventId === eventId,
  );
  // One save at a time: the other hearts wait for it.
  const canToggle = FavouritesContext.useSelector((s) =>
    s.can({ type: 'favourite.toggle', eventId, isFavourite }),
  );
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      radius="xl"
      size="lg"
      loading={saving}
      disabled={!canToggle}
      aria-label={isFavourite ? `Remove ${title} from My Poker Games` : `Add ${title} to My Poker Games`}
      aria-pressed={isFavourite}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        actor.send({ type: 'favourite.toggle', eventId, isFavourite });
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.7-9.2C.8 8.6 2.7 5 6.2 5c2.1 0 3.5 1.2 4.3 2.4h3C14.3 6.2 15.7 5 17.8 5c3.5 0 5.4 3.6 3.9 6.8C19.5 16.4 12 21 12 21z"
          fill={isFavourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </ActionIcon>
  );
}
