import { Container, Stack, Text } from '@mantine/core';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { eventKind } from '../../../shared/event-kind';
import { pageTitle } from '../../../shared/site';
import { ApiError } from '../../api/client';
import { useMember } from '../../components/member';
import { type PageSection, PageSections } from '../../components/PageSections';
import { RichContent } from '../../components/RichContent';
import { getEventById } from './api';
import { BlindStructureTable } from './BlindStructureTable';
import { ClockPanel } from './ClockPanel';
import { EventDetailsTiles } from './EventDetailsTiles';
import { EventHero } from './EventHero';
import { EventLeaderboard } from './EventLeaderboard';
import { EventPhotos } from './EventPhotos';
import { EventResults } from './EventResults';

const EVENT_ID = /^[1-9]\d{0,9}$/;

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
    { value: 'photos', label: 'Photo Gallery', content: <EventPhotos eventId={event.id} /> },
  ];
}

export function Component() {
  const event = useLoaderData() as EventDetail;
  const member = useMember();
  const theme = eventKind(event);
  return (
    <Container size="lg" py="lg" key={event.id}>
      <title>{pageTitle(`${event.title} - ${event.gameType}`)}</title>
      <EventHero event={event} theme={theme} />
      <EventDetailsTiles event={event} />
      {event.canShowTournamentClock && (
        <Stack mb="lg">
          <ClockPanel event={event} isDirector={member?.role === 'director'} />
        </Stack>
      )}
      <PageSections sections={sectionsOf(event)} defaultTab="leaderboard" idPrefix="section" />
    </Container>
  );
}
