import '@mantine/core/styles/List.css';
import { Container, List, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { covidEventsMachine } from '../../../../machines/covid-events';
import * as endpoints from '../../../shared/contract/endpoints';
import { pageTitle } from '../../../shared/site';
import { DEFAULT_STATE_ID, stateById } from '../../../shared/states';
import { callApi } from '../../api/client';
import { inspectOptions } from '../../components/inspector';
import { followState } from '../../components/location/follow-state';
import { LocationContext } from '../../components/location/location-context';
import { useSsrActor } from '../../ssr/ssr-actors';

const liveCovidEvents = covidEventsMachine.provide({
  actors: {
    loadEvents: fromPromise(({ input, signal }) =>
      callApi(endpoints.searchCovidLogEvents, { query: { stateId: input }, signal }),
    ),
  },
});

export function Component() {
  return <TrackingPage />;
}

/** /tracking: today's games of the chosen state, for covid-tracing check-in; a failure shows the empty text. */
export function TrackingPage({ logic = liveCovidEvents }: { logic?: typeof liveCovidEvents }) {
  const location = LocationContext.useActorRef();
  const followingLogic = logic.provide({ actors: { followState: followState(location) } });
  const actor = useActorRef(
    followingLogic,
    useSsrActor(followingLogic, {
      input: { stateId: location.getSnapshot().context.stateId ?? DEFAULT_STATE_ID },
      ...inspectOptions(),
    }),
  );
  const stateId = useSelector(actor, (s) => s.context.stateId);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const listed = useSelector(actor, (s) => s.matches('listed'));
  const events = useSelector(actor, (s) => s.context.events);
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
      ) : !listed ? (
        <Text c="gray.7">Empty Events</Text>
      ) : (
        <List spacing="xs" data-testid="covid-events">
          {events.map((event) => (
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
