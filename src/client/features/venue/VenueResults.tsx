import { Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { currentResult, type eventResultsMachine } from '../../../../machines/event-results';
import { formatEventDate } from '../../../shared/event-dates';
import { ResultTable } from '../../components/ResultTable';

/** The venue's closed events, latest first shown, walked with previous/next; each fetched once. */
export function VenueResults({
  results,
  stateId,
  loading,
}: {
  results: ActorRefFrom<typeof eventResultsMachine> | undefined;
  stateId: number;
  loading: boolean;
}) {
  const result = useSelector(results, (s) => (s ? currentResult(s.context) : null));
  const hasCurrent = useSelector(results, (s) => (s?.context.currentId ?? null) !== null);
  const busy = useSelector(results, (s) => s?.hasTag('busy') ?? false);
  const failed = useSelector(results, (s) => s?.hasTag('failed') ?? false);
  const canPrevious = useSelector(results, (s) => s?.can({ type: 'result.previous' }) ?? false);
  const canNext = useSelector(results, (s) => s?.can({ type: 'result.next' }) ?? false);
  return (
    <Stack gap="sm">
      {hasCurrent && (
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            disabled={!canPrevious}
            onClick={() => results?.send({ type: 'result.previous' })}
          >
            ‹ Previous
          </Button>
          <Text fw={600} data-testid="result-date">
            {result ? `${formatEventDate(result.dateTime, stateId)} · ${result.startTime}` : 'Loading…'}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={!canNext}
            onClick={() => results?.send({ type: 'result.next' })}
          >
            Next ›
          </Button>
        </Group>
      )}
      <ResultTable
        result={result}
        loading={loading || busy}
        onRetry={failed ? () => results?.send({ type: 'result.retry' }) : undefined}
      />
    </Stack>
  );
}
