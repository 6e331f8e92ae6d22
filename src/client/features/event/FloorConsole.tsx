import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { floorConsoleMachine } from '../../../../machines/floor-console';
import type { DirectorFloor } from '../../../shared/contract/floor';
import { inspectOptions } from '../../components/inspector';
import { FloorDeal } from './FloorDeal';
import { FloorEntries } from './FloorEntries';
import { FloorPayouts } from './FloorPayouts';
import { FloorSettingsForm } from './FloorSettingsForm';
import { FloorTables } from './FloorTables';
import { readFloorQueue } from './floor-queue-storage';
import { liveFloorConsoleMachine } from './live-floor-console';

export type FloorConsoleRef = ActorRefFrom<typeof floorConsoleMachine>;

const seatText = (seat: { table: number; seat: number }) => `Table ${seat.table}, Seat ${seat.seat}`;
export const moveText = (move: DirectorFloor['lastMoves'][number]) =>
  `Move ${move.name} from ${seatText(move.from)} to ${seatText(move.to)}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The unsent commands, the connection's state, and the server's last refusal. */
function SendStatus({ console: floorConsole }: { console: FloorConsoleRef }) {
  const queue = useSelector(floorConsole, (s) => s.context.queue);
  const offline = useSelector(floorConsole, (s) => s.matches({ sender: 'offline' }));
  const retrying = useSelector(floorConsole, (s) => s.matches({ sender: 'retrying' }));
  const error = useSelector(floorConsole, (s) => s.context.error);
  return (
    <>
      {error && (
        <Alert
          color="red"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => floorConsole.send({ type: 'error.dismiss' })}
          role="alert"
          data-testid="floor-error"
        >
          {error}
        </Alert>
      )}
      {offline && (
        <Alert color="yellow" data-testid="floor-offline">
          Offline: changes are kept on this phone and sent when the connection returns.
        </Alert>
      )}
      {retrying && (
        <Alert color="yellow" data-testid="floor-retrying">
          The server is not answering: trying again shortly.
        </Alert>
      )}
      {queue.length > 0 && (
        <Paper withBorder p="sm" radius="md" data-testid="floor-pending">
          <Text fw={600} fz="sm">
            {plural(queue.length, 'change', 'changes')} waiting to be sent
          </Text>
          <List fz="sm" type="ordered">
            {queue.map((c) => (
              <List.Item key={c.commandId}>{c.label}</List.Item>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}

/** Undo and redo, each saying what it would do; Close event once one player is left. */
function UndoRedo({ console: floorConsole }: { console: FloorConsoleRef }) {
  const undoLabel = useSelector(floorConsole, (s) => s.context.floor?.undoLabel ?? null);
  const redoLabel = useSelector(floorConsole, (s) => s.context.floor?.redoLabel ?? null);
  const pending = useSelector(floorConsole, (s) => s.context.queue.length > 0);
  const canUndo = useSelector(floorConsole, (s) => s.can({ type: 'floor.undo' }));
  const canRedo = useSelector(floorConsole, (s) => s.can({ type: 'floor.redo' }));
  return (
    <Group grow gap="xs">
      <Button variant="default" disabled={!canUndo} onClick={() => floorConsole.send({ type: 'floor.undo' })}>
        {pending || !undoLabel ? 'Undo' : `Undo: ${undoLabel}`}
      </Button>
      <Button variant="default" disabled={!canRedo} onClick={() => floorConsole.send({ type: 'floor.redo' })}>
        {redoLabel && !pending ? `Redo: ${redoLabel}` : 'Redo'}
      </Button>
    </Group>
  );
}

/** The moves the last bust-out made, for the director to call out. */
function Moves({ console: floorConsole }: { console: FloorConsoleRef }) {
  const moves = useSelector(floorConsole, (s) => s.context.floor?.lastMoves ?? []);
  if (moves.length === 0) return null;
  const breaking = moves.find((m) => m.reason === 'break');
  return (
    <Alert color="blue" title="Moves to make" data-testid="floor-moves">
      {breaking && <Text fz="sm">Table {breaking.from.table} breaks.</Text>}
      {moves.some((m) => m.reason === 'final') && <Text fz="sm">Final table: redraw the seats.</Text>}
      <List fz="sm">
        {moves.map((m) => (
          <List.Item key={`${m.at}-${m.from.table}-${m.from.seat}`}>{moveText(m)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Close event: the results take the finishing order and the prizes. */
function CloseEvent({ console: floorConsole }: { console: FloorConsoleRef }) {
  const canClose = useSelector(floorConsole, (s) => s.can({ type: 'event.close' }));
  if (!canClose) return null;
  return (
    <Button
      size="lg"
      color="dark"
      onClick={() => {
        if (window.confirm('Close the event? The results take the finishing order and the prizes.'))
          floorConsole.send({ type: 'event.close' });
      }}
    >
      Close event
    </Button>
  );
}

/**
 * The director's floor console: entries, seats and tables, bust-outs and the moves they make, the pool and
 * payouts, a final-table deal, the close. Commands made offline wait on the phone and go in order.
 */
export function FloorConsole({
  eventId,
  logic = liveFloorConsoleMachine,
  session = crypto.randomUUID().slice(0, 24),
}: {
  eventId: number;
  logic?: typeof liveFloorConsoleMachine;
  /** The start of every command id this console makes (tests give a fixed one). */
  session?: string;
}) {
  const floorConsole = useActorRef(logic, {
    input: { eventId, session, queue: readFloorQueue(eventId) },
    ...inspectOptions(),
  });
  const loading = useSelector(floorConsole, (s) => s.matches({ load: 'loading' }));
  const failed = useSelector(floorConsole, (s) => s.matches({ load: 'failed' }));
  const closed = useSelector(floorConsole, (s) => s.matches({ load: 'closed' }));
  const floor = useSelector(floorConsole, (s) => s.context.floor);
  return (
    <Stack gap="md" data-testid="floor-console">
      <Title order={2} fz="h3">
        Floor
      </Title>
      <SendStatus console={floorConsole} />
      {loading && !floor && <Text c="gray.7">Loading the floor…</Text>}
      {failed && (
        <Alert color="red" title="The floor could not be loaded">
          <Button mt="xs" size="xs" onClick={() => floorConsole.send({ type: 'floor.reload' })}>
            Try again
          </Button>
        </Alert>
      )}
      {closed && (
        <Alert color="green" role="status">
          Event closed: the results and leaderboards are updated.
        </Alert>
      )}
      {floor && (
        <>
          <Text fz="sm" data-testid="floor-summary">
            Players left {floor.playersLeft} · Entries {floor.entries} · Re-entries {floor.reEntries} · Rebuys{' '}
            {floor.rebuys} · Add-ons {floor.addOns}
            {floor.lateRegistrationLevel > 0 &&
              ` · Late registration ${floor.lateRegistrationOpen ? 'open' : 'closed'} (to level ${floor.lateRegistrationLevel})`}
          </Text>
          {!closed && (
            <>
              <UndoRedo console={floorConsole} />
              <Moves console={floorConsole} />
              <CloseEvent console={floorConsole} />
              <FloorEntries console={floorConsole} />
            </>
          )}
          <FloorTables floor={floor} />
          <FloorPayouts console={floorConsole} closed={closed} />
          {!closed && <FloorDeal console={floorConsole} />}
          {!closed && <FloorSettingsForm console={floorConsole} />}
        </>
      )}
    </Stack>
  );
}
