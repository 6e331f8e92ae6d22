import { Container, Group, Stack } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { eventResultsMachine } from '../../../../machines/event-results';
import { pageTitle } from '../../../shared/site';
import { ChipChoice } from '../../components/ChipChoice';
import { inspectOptions } from '../../components/inspector';
import { LeaderboardTable } from '../../components/LeaderboardTable';
import { PageLoader } from '../../components/PageLoader';
import { PageRedirect } from '../../components/PageRedirect';
import { type PageSection, PageSections } from '../../components/PageSections';
import { PhotoGrid } from '../../components/PhotoGrid';
import { PrintLeaderboardButton } from '../../components/PrintLeaderboardButton';
import { useSsrActor } from '../../ssr/ssr-actors';
import { liveVenuePageMachine } from './live-venue-page';
import { VenueEvents } from './VenueEvents';
import { VenueHeader } from './VenueHeader';
import { VenueResults } from './VenueResults';

/**
 * /venue/{id} or /venue/{name}: everything at once on a desktop, four tabs on a phone. `logic` is the venue
 * page machine with its actors (tests give fakes).
 */
export function VenuePage({
  venueKey,
  logic = liveVenuePageMachine,
}: {
  venueKey: string;
  logic?: typeof liveVenuePageMachine;
}) {
  const actor = useActorRef(logic, useSsrActor(logic, { input: { venueKey }, ...inspectOptions() }));
  const notFound = useSelector(actor, (s) => s.status === 'done');
  const venue = useSelector(actor, (s) => s.context.venue);
  const failedEarly = useSelector(actor, (s) => s.matches('failed') && !s.context.venue);
  const events = useSelector(actor, (s) => s.context.events);
  const view = useSelector(actor, (s) => s.context.view);
  const day = useSelector(actor, (s) => s.context.day);
  const days = useSelector(actor, (s) => s.context.days);
  const board = useSelector(actor, (s) => s.context.board);
  const leaderboard = useSelector(actor, (s) => s.context.leaderboard);
  const photos = useSelector(actor, (s) => s.context.photos);
  const photoPage = useSelector(actor, (s) => s.context.photoPage);
  const results = useSelector(
    actor,
    (s) => s.children.results as ActorRefFrom<typeof eventResultsMachine> | undefined,
  );
  const loadingEvents = useSelector(actor, (s) => s.hasTag('loading.events'));
  const loadingLeaderboard = useSelector(actor, (s) => s.hasTag('loading.leaderboard'));
  const loadingResult = useSelector(actor, (s) => s.hasTag('loading.result'));
  const loadingPhotos = useSelector(actor, (s) => s.hasTag('loading.photos'));

  if (notFound) return <PageRedirect to="/page-not-found" />;
  if (failedEarly) throw new Error('The venue could not be loaded.');
  if (!venue) return <PageLoader />;

  const boards = days.flatMap((d) => d.gameScoreboards.map((b) => ({ dayId: d.id, ...b })));
  const sections: PageSection[] = [
    {
      value: 'events',
      label: 'Events',
      content: (
        <VenueEvents
          events={events}
          view={view}
          day={day}
          stateId={venue.stateId}
          loading={loadingEvents}
          onView={(next) => actor.send({ type: 'events.view', view: next })}
          onDay={(next) => actor.send({ type: 'events.day', day: next })}
        />
      ),
    },
    {
      value: 'leaderboard',
      label: 'Leaderboard',
      content: (
        <Stack gap="sm">
          <Group justify="space-between">
            {boards.length > 1 ? (
              <ChipChoice
                label="Scoreboard"
                value={String(board.gameScoreboardId)}
                onChange={(value) => {
                  const chosen = boards.find((b) => String(b.id) === value);
                  if (chosen)
                    actor.send({
                      type: 'leaderboard.choose',
                      dayId: chosen.dayId,
                      gameScoreboardId: chosen.id,
                    });
                }}
                options={boards.map((b) => ({ value: String(b.id), label: b.name }))}
              />
            ) : (
              <span />
            )}
            <PrintLeaderboardButton filter={{ ...board, orgEntityId: venue.id, regionId: venue.regionId }} />
          </Group>
          <LeaderboardTable rows={leaderboard} loading={loadingLeaderboard} />
        </Stack>
      ),
    },
    {
      value: 'results',
      label: 'Results',
      content: <VenueResults results={results} stateId={venue.stateId} loading={loadingResult} />,
    },
    {
      value: 'photos',
      label: 'Photo Gallery',
      content: (
        <PhotoGrid
          photos={photos}
          loading={loadingPhotos}
          page={photoPage}
          onPage={(page) => actor.send({ type: 'photos.page', page })}
        />
      ),
    },
  ];

  return (
    <Container size="lg" py="lg">
      <title>{pageTitle(venue.title)}</title>
      <VenueHeader venue={venue} />
      <PageSections sections={sections} defaultTab="events" idPrefix="venue" />
    </Container>
  );
}

export function Component() {
  const { venue } = useParams();
  if (!venue?.trim()) return <PageRedirect to="/page-not-found" />;
  return <VenuePage key={venue} venueKey={venue} />;
}
