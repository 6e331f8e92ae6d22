import { Badge, Button, Card, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link, useLocation } from 'react-router-dom';
import type { MajorEvent } from '../../../shared/contract/content';
import { pageTitle } from '../../../shared/site';
import { stateById } from '../../../shared/states';
import { LoadFailed } from '../../components/LoadFailed';
import { useEffectiveStateId } from '../../components/location/location-context';
import { PageLoader } from '../../components/PageLoader';
import { type RemoteListLogic, remoteListOf, useRemoteList } from '../../components/use-remote-list';
import { getAplptMajorEvents, getMajorEvents } from './api';

interface ListRequest {
  aplpt: boolean;
  state: string;
}
type Logic = RemoteListLogic<MajorEvent, ListRequest>;

/** Lists are kept per state and kind for the session (spec: 'lists cached per state'); failures are not. */
const cache = new Map<string, MajorEvent[]>();
const liveMajorEvents = remoteListOf<MajorEvent, ListRequest>(async ({ aplpt, state }, signal) => {
  const key = `${aplpt}-${state}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const list = await (aplpt ? getAplptMajorEvents : getMajorEvents)(state, signal);
  cache.set(key, list);
  return list;
});

function status(event: MajorEvent, today: string) {
  if (event.eventDate <= today && today <= event.eventEndDate) return 'LIVE NOW';
  return 'VIEW EVENT';
}

function MajorEventCard({ event, base, today }: { event: MajorEvent; base: string; today: string }) {
  const to = `${base}/${event.urlName}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="major-event-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image src={event.logoUrl} alt="" w={64} h={64} fit="contain" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4">
            {event.name}
          </Title>
          {/* Its next day and where; 'TBA' while the schedule is not out. */}
          {event.event.title ? (
            <>
              <Text fw={600}>{event.event.title}</Text>
              <Text fz="sm" c="gray.7">
                {event.event.venueAddress}
              </Text>
            </>
          ) : (
            <Text fw={600}>TBA</Text>
          )}
          <Text fz="sm">{event.eventDateRangeDescription}</Text>
        </Stack>
      </Group>
      <Group justify="space-between" mt="md">
        {event.featureEvent ? <Badge variant="light">Featured</Badge> : <span />}
        <Button component={Link} to={to} aria-label={`${status(event, today)}: ${event.name}`}>
          {status(event, today)}
        </Button>
      </Group>
    </Card>
  );
}

/** /major-events and /aplpt: the state's (and national) upcoming events, soonest first. */
export function Component() {
  const aplpt = useLocation().pathname.toLowerCase().startsWith('/aplpt');
  const state = stateById(useEffectiveStateId())?.short ?? 'VIC';
  return <MajorEventsPage aplpt={aplpt} state={state} />;
}

/** Another state or kind is another list. */
export function MajorEventsPage({ logic = liveMajorEvents, ...request }: ListRequest & { logic?: Logic }) {
  const title = request.aplpt ? 'APL Poker Tour' : 'Major Events';
  return (
    <Container size="lg" py="md">
      <title>{pageTitle(title)}</title>
      <Title order={1} mb="md">
        {title}
      </Title>
      <MajorEventsList key={`${request.aplpt}-${request.state}`} request={request} logic={logic} />
    </Container>
  );
}

function MajorEventsList({ request, logic }: { request: ListRequest; logic: Logic }) {
  const { status, items, retry } = useRemoteList(logic, request);
  const today = dayjs().format('YYYY-MM-DD');
  if (status === 'loading') return <PageLoader />;
  if (status === 'empty') return <Text c="gray.7">No Data</Text>;
  if (status === 'failed')
    return <LoadFailed title="The major events could not be loaded." onRetry={retry} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {items.map((event) => (
        <MajorEventCard
          key={event.id}
          event={event}
          base={request.aplpt ? '/aplpt' : '/major-events'}
          today={today}
        />
      ))}
    </SimpleGrid>
  );
}
