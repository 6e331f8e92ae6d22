import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { type Ref, useState } from 'react';
import type { PlayerChoice } from '../../../shared/contract/results-recording';
import { inspectOptions } from '../../components/inspector';
import { liveResultsRecordingMachine } from './live-results-recording';

/**
 * The console's results panel: find a player (name, mobile or membership number) or type a walk-in's
 * name, mark them out as they go, take back a mistake, and close the event with its winner. The typed
 * texts are plain form fields; what is recorded lives in the machine.
 */
export function ResultsRecorder({
  eventId,
  logic = liveResultsRecordingMachine,
  findRef,
}: {
  eventId: number;
  logic?: typeof liveResultsRecordingMachine;
  /** The player search, for the console's 'Player out' to bring into view. */
  findRef?: Ref<HTMLInputElement>;
}) {
  const recorder = useActorRef(logic, { input: { eventId }, ...inspectOptions() });
  const record = useSelector(recorder, (s) => s.context.record);
  const matches = useSelector(recorder, (s) => s.context.matches);
  const error = useSelector(recorder, (s) => s.context.error);
  const busy = useSelector(recorder, (s) => !s.matches('ready'));
  const closed = useSelector(recorder, (s) => s.matches('closed'));
  const failed = useSelector(recorder, (s) => s.matches('failed'));
  const canClose = useSelector(recorder, (s) => s.can({ type: 'event.close', winner: { playerName: 'x' } }));
  const [query, setQuery] = useState('');
  const [walkIn, setWalkIn] = useState('');

  const out = (player: PlayerChoice) => recorder.send({ type: 'bustout.record', player });
  const win = (winner: PlayerChoice) => {
    if (window.confirm('Close the event with this winner? The results become final.'))
      recorder.send({ type: 'event.close', winner });
  };
  const outs = record?.bustOuts ?? [];

  return (
    <Paper withBorder p="md" radius="md" data-testid="results-recorder">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Results
        </Title>
        {failed && <Alert color="red">The results could not be loaded. Reload the page to try again.</Alert>}
        {closed && (
          <Alert color="green" role="status">
            Event closed: the results and leaderboards are updated.
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!closed && !failed && (
          <>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                recorder.send({ type: 'player.search', query });
              }}
            >
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  ref={findRef}
                  label="Find a player"
                  placeholder="Name, mobile or membership number"
                  value={query}
                  onChange={(e) => setQuery(e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button type="submit" disabled={busy || query.trim().length < 2}>
                  Find
                </Button>
              </Group>
            </form>
            {matches.map((m) => (
              <Group key={m.memberId} justify="space-between" wrap="nowrap" data-testid="player-match">
                <Text fz="sm">
                  {m.name}{' '}
                  <Text span c="gray.7" fz="xs">
                    #{m.membershipId}
                    {m.mobileEnding ? ` · …${m.mobileEnding}` : ''}
                  </Text>
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={busy}
                    onClick={() => out({ memberId: m.memberId })}
                  >
                    Out
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={busy || !canClose}
                    onClick={() => win({ memberId: m.memberId })}
                  >
                    Winner
                  </Button>
                </Group>
              </Group>
            ))}
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Walk-in (no account)"
                value={walkIn}
                onChange={(e) => setWalkIn(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button
                color="red"
                variant="light"
                disabled={busy || walkIn.trim().length === 0}
                onClick={() => out({ playerName: walkIn.trim() })}
              >
                Out
              </Button>
              <Button
                variant="light"
                disabled={busy || walkIn.trim().length === 0 || !canClose}
                onClick={() => win({ playerName: walkIn.trim() })}
              >
                Winner
              </Button>
            </Group>
          </>
        )}
        <Text fz="sm" fw={600}>
          Players out ({outs.length})
        </Text>
        {outs.length === 0 ? (
          <Text fz="sm" c="gray.7">
            Nobody is out yet.
          </Text>
        ) : (
          <Stack gap={4} data-testid="bust-outs">
            {[...outs].reverse().map((b) => (
              <Group key={b.seq} justify="space-between" wrap="nowrap" data-testid="bust-out">
                <Text fz="sm">
                  <Badge variant="light" mr="xs">
                    #{b.seq} out
                  </Badge>
                  {b.playerName}
                </Text>
                {!closed && (
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={busy}
                    onClick={() => recorder.send({ type: 'bustout.remove', seq: b.seq })}
                    aria-label={`Undo ${b.playerName} out`}
                  >
                    Undo
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
