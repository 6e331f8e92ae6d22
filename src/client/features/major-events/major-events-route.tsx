import { Badge, Button, Card, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link, useLocation } from 'react-router-dom';
import type { MajorEvent } from '../../../shared/contract/content';
import { pageTitle } from '../../../shared/site';
import { stateById } from '../../../shared/states';
import { useEffectiveStateId } from '../../components/location/location-context';
import { PageLoader } from '../../components/PageLoader';
import { useRemote } from '../../components/use-remote';
import { getAplptMajorEvents, getMajorEvents } from './api';

/** Lists are cached per state and kind for the session (spec: 'lists cached per state'). */
const cache = new Map<string, Promise<MajorEvent[]>>();
function cachedList(aplpt: boolean, state: string) {
  const key = `${aplpt}-${state}`;
  let list = cache.get(key);
  if (!list) {
    list = (aplpt ? getAplptMajorEvents(state) : getMajorEvents(state)).catch((error) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, list);
  }
  return list;
}

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
          <Text fw={600}>{event.event.title || 'TBA'}</Text>
          <Text fz="sm" c="gray.7">
            {event.event.venueAddress || 'TBA'}
          </Text>
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
  const { data, loading } = useRemote(() => cachedList(aplpt, state), `${aplpt}-${state}`);
  const title = aplpt ? 'APL Poker Tour' : 'Major Events';
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Container size="lg" py="md">
      <title>{pageTitle(title)}</title>
      <Title order={1} mb="md">
        {title}
      </Title>
      {loading && !data ? (
        <PageLoader />
      ) : (data ?? []).length === 0 ? (
        <Text c="gray.7">No Data</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {(data ?? []).map((event) => (
            <MajorEventCard
              key={event.id}
              event={event}
              base={aplpt ? '/aplpt' : '/major-events'}
              today={today}
            />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
