import { Stack } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { currentResult, eventResultsMachine } from '../../../../machines/event-results';
import type { EventDetail, EventResult } from '../../../shared/contract/event-detail';
import { formatEventDate } from '../../../shared/event-dates';
import { ChipChoice } from '../../components/ChipChoice';
import { inspectOptions } from '../../components/inspector';
import { ResultTable } from '../../components/ResultTable';
import { getEventResult } from './api';

const liveResultsMachine = eventResultsMachine.provide({
  actors: { loadResult: fromPromise<EventResult, number>(({ input }) => getEventResult(input)) },
});

/** The event's results, with its earlier sessions one tap away; each is fetched once. */
export function EventResults({ event }: { event: EventDetail }) {
  const sessions = [...event.relatedEvents].sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  const actor = useActorRef(liveResultsMachine, {
    input: { eventIds: sessions.map((s) => s.id), currentId: event.id },
    ...inspectOptions(),
  });
  const currentId = useSelector(actor, (s) => s.context.currentId);
  const result = useSelector(actor, (s) => currentResult(s.context));
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Stack gap="sm">
      {sessions.length > 1 && (
        <ChipChoice
          label="Session"
          value={String(currentId)}
          onChange={(value) => actor.send({ type: 'result.select', eventId: Number(value) })}
          options={[...sessions].reverse().map((s) => ({
            value: String(s.id),
            label: formatEventDate(s.dateTime, event.stateId),
          }))}
        />
      )}
      <ResultTable result={result} loading={loading} />
    </Stack>
  );
}
