import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { currentResult, type eventResultsMachine } from '../../../../machines/event-results';
import { compareCodeUnits } from '../../../shared/compare';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { formatEventDate } from '../../../shared/event-dates';
import { ChipChoice } from '../../components/ChipChoice';
import { ResultTable } from '../../components/ResultTable';
import { EventPageContext } from './event-page.context';

/** The event and its related sessions, oldest first: the choices of the event page's results. */
export const sessionsOf = (event: EventDetail) =>
  [...event.relatedEvents].sort((a, b) => compareCodeUnits(a.dateTime, b.dateTime));

/** The event's results, with its earlier sessions one tap away; each is fetched once. */
export function EventResults({ event }: { event: EventDetail }) {
  const results = EventPageContext.useSelector(
    (s) => s.children.results as ActorRefFrom<typeof eventResultsMachine> | undefined,
  );
  const currentId = useSelector(results, (s) => s?.context.currentId ?? null);
  const result = useSelector(results, (s) => (s ? currentResult(s.context) : null));
  const loading = useSelector(results, (s) => s?.hasTag('busy') ?? false);
  const failed = useSelector(results, (s) => s?.hasTag('failed') ?? false);
  const sessions = sessionsOf(event);
  return (
    <Stack gap="sm">
      {sessions.length > 1 && (
        <ChipChoice
          label="Session"
          value={String(currentId)}
          onChange={(value) => results?.send({ type: 'result.select', eventId: Number(value) })}
          options={[...sessions].reverse().map((s) => ({
            value: String(s.id),
            label: formatEventDate(s.dateTime, event.stateId),
          }))}
        />
      )}
      <ResultTable
        result={result}
        loading={loading}
        onRetry={failed ? () => results?.send({ type: 'result.retry' }) : undefined}
      />
    </Stack>
  );
}
