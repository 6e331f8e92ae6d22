import { Container, List, Text, Title } from '@mantine/core';
import * as endpoints from '../../../shared/contract/endpoints';
import { pageTitle } from '../../../shared/site';
import { stateById } from '../../../shared/states';
import { callApi } from '../../api/client';
import { useEffectiveStateId } from '../../components/location/location-context';
import { useRemote } from '../../components/use-remote';

const searchCovidLogEvents = (stateId: number) =>
  callApi(endpoints.searchCovidLogEvents, { query: { stateId } });

/** /tracking: today's games of the chosen state, for covid-tracing check-in; a failure shows the empty text. */
export function Component() {
  const stateId = useEffectiveStateId();
  const { data, loading } = useRemote(() => searchCovidLogEvents(stateId), `covid-${stateId}`);
  return (
    <Container size="sm" py="md">
      <title>{pageTitle('Covid Tracing')}</title>
      <Title order={1} mb={4}>
        Covid Tracing
      </Title>
      <Text c="gray.7" mb="md">
        Today's games in {stateById(stateId)?.name}
      </Text>
      {loading ? (
        <Text>Loading...</Text>
      ) : !data?.length ? (
        <Text c="gray.7">Empty Events</Text>
      ) : (
        <List spacing="xs" data-testid="covid-events">
          {data.map((event) => (
            <List.Item key={event.id}>
              <Text span fw={600}>
                {event.title}
              </Text>{' '}
              <Text span c="gray.7" fz="sm">
                {event.startTime}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Container>
  );
}
