import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { inspectOptions } from '../../components/inspector';
import { liveResultsRecordingMachine } from './live-results-recording';

/**
 * The console's results panel: find a player (name, mobile or membership number) or type a walk-in's
 * name, mark them out as they go, take back a mistake, and close the event with its winner. The typed
 * texts are drafts in the machine, as is what is recorded.
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
  const query = useSelector(recorder, (s) => s.context.query);
  const walkIn = useSelector(recorder, (s) => s.context.walkIn);
  const canSearch = useSelector(recorder, (s) => s.can({ type: 'player.search' }));
  // A member found can be named winner once someone is out (any member id asks the same).
  const canCloseWithMember = useSelector(recorder, (s) => s.can({ type: 'event.close', memberId: 1 }));
  const canOutWalkIn = useSelector(recorder, (s) => s.can({ type: 'bustout.record' }));
  const canCloseWithWalkIn = useSelector(recorder, (s) => s.can({ type: 'event.close' }));

  /** Without a member: the walk-in typed. */
  const out = (memberId?: number) => recorder.send({ type: 'bustout.record', memberId });
  const win = (memberId?: number) => {
    if (window.confirm('Close the event with this winner? The results become final.'))
      recorder.send({ type: 'event.close', memberId });
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
                recorder.send({ type: 'player.search' });
              }}
            >
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  ref={findRef}
                  label="Find a player"
                  placeholder="Name, mobile or membership number"
                  value={query}
                  onChange={(e) => recorder.send({ type: 'query.change', query: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <Button type="submit" disabled={!canSearch}>
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
                    onClick={() => out(m.memberId)}
                  >
                    Out
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!canCloseWithMember}
                    onClick={() => win(m.memberId)}
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
                onChange={(e) => recorder.send({ type: 'walkin.change', name: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <Button color="red" variant="light" disabled={!canOutWalkIn} onClick={() => out()}>
                Out
              </Button>
              <Button variant="light" disabled={!canCloseWithWalkIn} onClick={() => win()}>
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
                <Text fz="sm" component="div">
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
