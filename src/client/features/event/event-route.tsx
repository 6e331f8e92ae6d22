import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { pageTitle } from '../../../shared/site';
import { ApiError } from '../../api/client';
import { getEventById } from '../../api/events';
import { useMember } from '../../components/member';
import { RichContent } from '../../components/RichContent';
import { BlindStructureTable } from './BlindStructureTable';
import { ClockPanel } from './ClockPanel';
import { EventDetailsTiles } from './EventDetailsTiles';
import { EventHero } from './EventHero';
import { EventLeaderboard } from './EventLeaderboard';
import { EventPhotos } from './EventPhotos';
import { EventResults } from './EventResults';
import { eventTheme } from './event-theme';

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

interface Section {
  value: string;
  label: string;
  content: ReactNode;
}

function sectionsOf(event: EventDetail): Section[] {
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
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const member = useMember();
  const theme = eventTheme(event);
  const sections = sectionsOf(event);
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
      {wide ? (
        <Stack gap="xl">
          {sections.map((section) => (
            <section key={section.value} aria-labelledby={`section-${section.value}`}>
              <Title order={2} fz="h3" mb="sm" id={`section-${section.value}`}>
                {section.label}
              </Title>
              {section.content}
            </section>
          ))}
        </Stack>
      ) : (
        <Tabs defaultValue="leaderboard" keepMounted={false}>
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {sections.map((section) => (
              <Tabs.Tab key={section.value} value={section.value}>
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel key={section.value} value={section.value}>
              {section.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
