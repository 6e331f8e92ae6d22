import { Box, Container, Group, Text } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import type { eventPageMachine } from '../../../../machines/event-page';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { eventKind } from '../../../shared/event-kind';
import { pageTitle } from '../../../shared/site';
import { runsTheFloor } from '../../../shared/staff-roles';
import { ApiError } from '../../api/client';
import { FavouritesContext } from '../../components/favourites/favourites-context';
import { inspectOptions } from '../../components/inspector';
import { lazyPart } from '../../components/lazy-part';
import { useMember } from '../../components/member';
import { type PageSection, PageSections } from '../../components/PageSections';
import { RichContent } from '../../components/RichContent';
import { useSsrActor } from '../../ssr/ssr-actors';
import { getEventById } from './api';
import { BlindStructureTable } from './BlindStructureTable';
import { ClockPanel } from './ClockPanel';
import { EventDetailsTiles } from './EventDetailsTiles';
import { EventHero } from './EventHero';
import { EventLeaderboard } from './EventLeaderboard';
import { EventPhotos } from './EventPhotos';
import { EventResults, sessionsOf } from './EventResults';
import { EventPageContext } from './event-page.context';
import { liveEventPageMachine } from './live-event-page';

const EVENT_ID = /^[1-9]\d{0,9}$/;

// The floor's code (its machine, calls and tables) loads only for a live event's page, after the page itself.
const FloorPanel = lazyPart('floor-panel', () => import('./FloorPanel').then((m) => m.FloorPanel));

/** An event by id; no id or an unknown one goes to the not-found page (spec, "Event detail"). */
export async function loader({ params }: LoaderFunctionArgs): Promise<EventDetail> {
  if (!params.id || !EVENT_ID.test(params.id)) throw redirect('/page-not-found');
  try {
    return await getEventById(Number(params.id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw redirect('/page-not-found');
    throw error;
  }
}

function sectionsOf(event: EventDetail): PageSection[] {
  return [
    {
      value: 'about',
      label: 'About',
      content: event.description ? <RichContent html={event.description} /> : <Text c="dimmed">No Data</Text>,
    },
    { value: 'leaderboard', label: 'Leaderboard', content: <EventLeaderboard event={event} /> },
    {
      value: 'blinds',
      label: 'Blind Structure',
      content: <BlindStructureTable rows={event.blindStructures} />,
    },
    { value: 'results', label: 'Results', content: <EventResults event={event} /> },
    { value: 'photos', label: 'Photo Gallery', content: <EventPhotos /> },
  ];
}

/**
 * The event page; `logic` is its machine with the server actors (tests give fakes). What it shows of the event
 * comes from the machine, which reads the event again when the hub says it closed.
 */
export function EventPage({
  event,
  logic,
  isDirector,
}: {
  event: EventDetail;
  logic: typeof eventPageMachine;
  isDirector: boolean;
}) {
  return (
    <EventPageContext.Provider
      logic={logic}
      options={useSsrActor(logic, {
        input: {
          event,
          eventId: event.id,
          isFavourite: event.isFavourite,
          sessionIds: sessionsOf(event).map((s) => s.id),
          seasonId: event.seasonId,
          gameScoreboardId: event.gameScoreboardId,
        },
        ...inspectOptions(),
      })}
    >
      <EventPageBody isDirector={isDirector} />
    </EventPageContext.Provider>
  );
}

function EventPageBody({ isDirector }: { isDirector: boolean }) {
  const event = EventPageContext.useSelector((s) => s.context.event);
  const signedIn = useMember() !== null;
  const theme = eventKind(event);
  return (
    <>
      <title>{pageTitle(`${event.title} - ${event.gameType}`)}</title>
      <EventHero event={event} theme={theme} isDirector={isDirector} />
      <EventDetailsTiles event={event} />
      {event.canShowTournamentClock && (
        // Side by side on a wide screen; the floor panel draws nothing until the director enters someone.
        <Group align="stretch" gap="lg" mb="lg">
          <Box style={{ flex: '1 1 360px', minWidth: 0 }}>
            <ClockPanel event={event} />
          </Box>
          <Suspense fallback={null}>
            <FloorPanel eventId={event.id} signedIn={signedIn} />
          </Suspense>
        </Group>
      )}
      <PageSections sections={sectionsOf(event)} defaultTab="leaderboard" idPrefix="section" />
    </>
  );
}

export function Component() {
  const event = useLoaderData() as EventDetail;
  const member = useMember();
  const favourites = FavouritesContext.useActorRef();
  const logic = useMemo(() => liveEventPageMachine(favourites), [favourites]);
  return (
    <Container size="lg" py="lg" key={event.id}>
      <EventPage event={event} logic={logic} isDirector={runsTheFloor(member?.role)} />
    </Container>
  );
}
