import { Badge, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { EVENT_KINDS, type EventKind } from '../../../shared/event-kind';
import { isRegistrationOpen } from '../../../shared/event-registration';
import { EVENT_STATUS } from '../../../shared/event-types';
import { canFavourite } from '../../../shared/game-rules';
import { FavouriteHeart } from '../../components/FavouriteHeart';
import { useNow } from '../../components/use-now';
import { VenueMapImage } from '../../components/VenueMapImage';
import { EventPageContext } from './event-page.context';
import { ticketPath } from './ticket-path';

/** The badge over the title names the kind in full (the cards use the short tags). */
const KIND_LABELS: Record<EventKind, string> = {
  qualifier: 'Qualifier',
  master: 'Master',
  majorEvent: 'Major Event',
  aplpt: 'APL Poker Tour',
  satellite: 'Satellite',
  raise: 'Raise',
  cashGame: 'Cash Game',
  special: 'Special Event',
  grandslam: 'VIP Loyalty',
  league: 'League',
};

export function EventHero({
  event,
  theme,
  isDirector,
}: {
  event: EventDetail;
  theme: EventKind;
  /** A tournament director gets the way to the event's console (clock and results). */
  isDirector: boolean;
}) {
  const now = useNow();
  // Spec section 4: on the event page the heart flips once the server has taken the change.
  const isFavourite = EventPageContext.useSelector((s) => s.context.isFavourite);
  const registrationOpen = isRegistrationOpen(event, now);
  const redeemable = event.ptcRedeemable || event.creditCardRedeemable;
  const { colour } = EVENT_KINDS[theme];
  const label = KIND_LABELS[theme];
  return (
    <Box
      p="lg"
      mb="lg"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: `linear-gradient(135deg, var(--mantine-color-${colour}-9), var(--mantine-color-${colour}-6))`,
        color: 'white',
      }}
      data-testid="event-hero"
      data-theme={theme}
    >
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Group gap="xs">
              <Badge color="white" c={colour} variant="filled">
                {label}
              </Badge>
              {event.eventStatusId === EVENT_STATUS.onHold && <Badge color="gray">On Hold</Badge>}
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Title order={1} c="white" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {event.title}
              </Title>
              {canFavourite(event) && (
                <Box bg="white" style={{ borderRadius: '50%' }}>
                  <FavouriteHeart eventId={event.id} isFavourite={isFavourite} title={event.title} />
                </Box>
              )}
            </Group>
            <Text fw={600}>{event.venue.title}</Text>
            <Text fz="sm">{event.venue.address}</Text>
            {event.goingCount > 0 && (
              <Text fz="sm" data-testid="going-count">
                {event.goingCount} going
              </Text>
            )}
            <Group gap="sm" mt="sm">
              <Button
                component={Link}
                to={`/venue/${event.venue.friendlyUrlSlug || event.venue.id}`}
                variant="white"
                color={colour}
              >
                Venue Details
              </Button>
              {redeemable &&
                (registrationOpen ? (
                  <Button component={Link} to={ticketPath(event.id)} color="dark">
                    Purchase Ticket
                  </Button>
                ) : (
                  <Button color="dark" disabled title="Registration is closed">
                    Purchase Ticket
                  </Button>
                ))}
              {isDirector && (
                <Button component={Link} to={`/event/${event.id}/director`} variant="white" color={colour}>
                  Director console
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <VenueMapImage venue={event.venue} width={400} height={267} scale={2} />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
