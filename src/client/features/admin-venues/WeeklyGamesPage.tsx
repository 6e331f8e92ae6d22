import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { type WeeklyGameField, weeklyGamesMachine } from '../../../../machines/weekly-games';
import type { ComingNight } from '../../../shared/contract/venue-admin';
import { EVENT_STATUS } from '../../../shared/event-types';
import { formatDollars } from '../../../shared/money';
import { WEEKDAY_NAMES, WEEKLY_GAME_TYPES } from '../../../shared/weekly-games';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormCard } from './FormCard';
import { VenuePageHead } from './VenuePageHead';

export const WeeklyGamesContext = createActorContext(weeklyGamesMachine);

/** 'Tue 1 Dec' for a calendar date (no time zone: the date is the venue's own). */
export function nightLabel(date: string) {
  const day = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAY_NAMES[day.getUTCDay()]?.slice(0, 3)} ${day.getUTCDate()} ${day.toLocaleString('en-AU', { month: 'short', timeZone: 'UTC' })}`;
}

const statusOf = (night: ComingNight) =>
  night.eventStatusId === EVENT_STATUS.cancelled
    ? { label: 'Cancelled', color: 'red' }
    : night.eventStatusId === EVENT_STATUS.onHold
      ? { label: 'On hold', color: 'orange' }
      : { label: night.moved ? 'On (moved)' : 'On', color: 'green' };

function GameForm() {
  const actor = WeeklyGamesContext.useActorRef();
  const draft = WeeklyGamesContext.useSelector((s) => s.context.draft);
  const errors = WeeklyGamesContext.useSelector((s) => s.context.errors);
  const error = WeeklyGamesContext.useSelector((s) => s.context.error);
  const editing = WeeklyGamesContext.useSelector((s) => s.context.editingId !== null);
  const saving = WeeklyGamesContext.useSelector((s) => s.matches('saving'));
  const structures = WeeklyGamesContext.useSelector((s) => s.context.schedule?.blindStructures ?? []);
  const change = (field: WeeklyGameField) => (e: { currentTarget: { value: string } }) =>
    actor.send({ type: 'draft.change', field, value: e.currentTarget.value });
  const text = (field: WeeklyGameField, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} value={draft[field]} error={errors[field]} onChange={change(field)} {...props} />
  );
  return (
    <FormCard
      id="game-form-title"
      title={editing ? 'Change the weekly game' : 'New weekly game'}
      failedTitle="Not saved"
      error={error}
      submitLabel="Save weekly game"
      busy={saving}
      onSubmit={() => actor.send({ type: 'save.submit' })}
      onClose={() => actor.send({ type: 'form.close' })}
    >
      {editing ? (
        <Text size="sm">Coming nights without entrants follow the change; the others stay as they are.</Text>
      ) : null}
      {text('name', 'Name', { required: true, description: 'e.g. Main Event' })}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label="Day"
          value={draft.weekday}
          error={errors.weekday}
          onChange={change('weekday')}
          data={WEEKDAY_NAMES.map((name, i) => ({ value: String(i), label: name }))}
        />
        <NativeSelect
          label="How often"
          value={draft.recurrence}
          error={errors.recurrence}
          onChange={change('recurrence')}
          data={[
            { value: 'weekly', label: 'Every week' },
            { value: 'fortnightly', label: 'Every second week' },
            { value: 'lastOfMonth', label: 'The last of the month' },
          ]}
        />
        {draft.recurrence === 'fortnightly'
          ? text('firstDate', 'First night', { type: 'date', required: true })
          : null}
        {text('startTime', 'Start time', { type: 'time', required: true })}
        <NativeSelect
          label="Kind of game"
          value={draft.typeId}
          error={errors.typeId}
          onChange={change('typeId')}
          data={WEEKLY_GAME_TYPES.map((t) => ({ value: String(t.id), label: t.label }))}
        />
        <NativeSelect
          label="Blind structure"
          value={draft.blindStructureId}
          error={errors.blindStructureId}
          onChange={change('blindStructureId')}
          data={structures.map((s) => ({ value: String(s.id), label: `${s.name} (${s.levels} levels)` }))}
        />
        {text('buyInAmount', 'Buy-in ($)', { inputMode: 'numeric' })}
        {text('guaranteeAmount', 'Guarantee ($)', { inputMode: 'numeric' })}
        {text('ptcCredit', 'PTC credit', { inputMode: 'numeric' })}
        {text('startingStack', 'Starting stack', { inputMode: 'numeric' })}
        {text('lateRegoLevel', 'Late registration until level', {
          inputMode: 'numeric',
          description: 'Empty: no late registration',
        })}
        {text('reEntryFee', 'Re-entry fee ($)', {
          inputMode: 'numeric',
          description: 'Empty: no re-entry',
        })}
      </SimpleGrid>
    </FormCard>
  );
}

function MoveForm() {
  const actor = WeeklyGamesContext.useActorRef();
  const move = WeeklyGamesContext.useSelector((s) => s.context.move);
  const errors = WeeklyGamesContext.useSelector((s) => s.context.errors);
  const error = WeeklyGamesContext.useSelector((s) => s.context.error);
  const moving = WeeklyGamesContext.useSelector((s) => s.matches('movingNight'));
  return (
    <FormCard
      id="move-form-title"
      title="Move the night"
      failedTitle="Not moved"
      error={error}
      submitLabel="Move and tell the players"
      busy={moving}
      onSubmit={() => actor.send({ type: 'move.submit' })}
      onClose={() => actor.send({ type: 'form.close' })}
    >
      <Group wrap="wrap" align="flex-start">
        <TextInput
          type="date"
          label="New date"
          value={move.date}
          error={errors.date}
          onChange={(e) => actor.send({ type: 'move.change', field: 'date', value: e.currentTarget.value })}
        />
        <TextInput
          type="time"
          label="New start time"
          value={move.startTime}
          error={errors.startTime}
          onChange={(e) =>
            actor.send({ type: 'move.change', field: 'startTime', value: e.currentTarget.value })
          }
        />
      </Group>
    </FormCard>
  );
}

function Nights() {
  const actor = WeeklyGamesContext.useActorRef();
  const nights = WeeklyGamesContext.useSelector((s) => s.context.schedule?.nights ?? []);
  const idle = WeeklyGamesContext.useSelector((s) => s.matches('idle'));
  if (nights.length === 0) return <Text>No coming nights.</Text>;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table aria-label="Coming nights">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Night</Table.Th>
            <Table.Th>Game</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nights.map((night) => {
            const status = statusOf(night);
            const when = `${nightLabel(night.date)} ${night.startTime}`;
            const on = night.eventStatusId === EVENT_STATUS.active;
            return (
              <Table.Tr key={night.eventId}>
                <Table.Td>{when}</Table.Td>
                <Table.Td>
                  {night.title}
                  <Text size="xs" c="dimmed">
                    {night.favourites === 1 ? 'Saved by 1 member' : `Saved by ${night.favourites} members`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="light" c="var(--mantine-color-text)">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    {on ? (
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!idle}
                        aria-label={`Hold ${when}`}
                        onClick={() =>
                          actor.send({ type: 'night.change', eventId: night.eventId, action: 'hold' })
                        }
                      >
                        Hold
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!idle}
                        aria-label={`Back on ${when}`}
                        onClick={() =>
                          actor.send({ type: 'night.change', eventId: night.eventId, action: 'resume' })
                        }
                      >
                        Back on
                      </Button>
                    )}
                    {night.eventStatusId !== EVENT_STATUS.cancelled ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        disabled={!idle}
                        aria-label={`Cancel ${when}`}
                        onClick={() =>
                          actor.send({ type: 'night.change', eventId: night.eventId, action: 'cancel' })
                        }
                      >
                        Cancel
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="default"
                      disabled={!idle}
                      aria-label={`Move ${when}`}
                      onClick={() => actor.send({ type: 'night.move', eventId: night.eventId })}
                    >
                      Move
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Asks before a night is cancelled: every member who saved it is texted. */
function CancelNightModal() {
  const actor = WeeklyGamesContext.useActorRef();
  const opened = WeeklyGamesContext.useSelector((s) => s.matches('confirmingCancel'));
  const night = WeeklyGamesContext.useSelector((s) =>
    s.context.schedule?.nights.find((n) => n.eventId === s.context.movingId),
  );
  return (
    <ConfirmDialog
      opened={opened}
      title="Cancel this night?"
      confirmLabel="Cancel the night"
      keepLabel="Keep the night"
      onConfirm={() => actor.send({ type: 'night.confirm' })}
      onKeep={() => actor.send({ type: 'night.keep' })}
    >
      <Stack gap="xs">
        {night ? (
          <Text fw={600}>
            {night.title}, {nightLabel(night.date)} {night.startTime}
          </Text>
        ) : null}
        <Text>Members who saved it get an SMS.</Text>
      </Stack>
    </ConfirmDialog>
  );
}

/** /admin/venues/{id}/weekly-games: the venue's weekly games and its coming nights. */
export function WeeklyGamesPage() {
  const actor = WeeklyGamesContext.useActorRef();
  const schedule = WeeklyGamesContext.useSelector((s) => s.context.schedule);
  const error = WeeklyGamesContext.useSelector((s) => s.context.error);
  const notice = WeeklyGamesContext.useSelector((s) => s.context.notice);
  const loading = WeeklyGamesContext.useSelector((s) => s.matches('loading'));
  const loadFailed = WeeklyGamesContext.useSelector((s) => s.matches('loadFailed'));
  const idle = WeeklyGamesContext.useSelector((s) => s.matches('idle'));
  const inForm = WeeklyGamesContext.useSelector((s) => s.matches('form') || s.matches('saving'));
  const inMove = WeeklyGamesContext.useSelector((s) => s.matches('moveForm') || s.matches('movingNight'));
  const title = schedule ? `Weekly games: ${schedule.venue.name}` : 'Weekly games';
  return (
    <Stack gap="md">
      <VenuePageHead
        title={title}
        what="the weekly games"
        loading={loading}
        failed={loadFailed}
        error={error}
        onRetry={() => actor.send({ type: 'schedule.retry' })}
      />
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}
      {error && !loadFailed && idle ? (
        <Alert color="red" role="alert" title="Not changed">
          {error}
        </Alert>
      ) : null}
      {schedule ? (
        <>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/admin/venues/${schedule.venue.id}`}>
              Venue details
            </Anchor>
            <Anchor component={Link} to={`/venue/${schedule.venue.slug}`}>
              Venue page
            </Anchor>
          </Group>
          <Stack gap="xs" component="section" aria-labelledby="weekly-games-title">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3" id="weekly-games-title">
                Weekly games
              </Title>
              <Button disabled={!idle} onClick={() => actor.send({ type: 'game.new' })}>
                Add a weekly game
              </Button>
            </Group>
            {schedule.weeklyGames.length === 0 ? <Text>No weekly games yet.</Text> : null}
            {schedule.weeklyGames.map((game) => (
              <Card key={game.id} withBorder padding="sm">
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={600}>{game.name}</Text>
                    <Text size="sm">
                      {game.rule}, {game.startTime}
                      {game.buyInAmount > 0 ? `, buy-in ${formatDollars(game.buyInAmount)}` : ', free'}
                      {game.guaranteeAmount > 0 ? `, ${formatDollars(game.guaranteeAmount)} guaranteed` : ''}
                    </Text>
                  </div>
                  <Group gap={4}>
                    <Button
                      size="xs"
                      variant="light"
                      disabled={!idle}
                      aria-label={`Change ${game.name}`}
                      onClick={() => actor.send({ type: 'game.edit', id: game.id })}
                    >
                      Change
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={!idle}
                      aria-label={`End ${game.name}`}
                      onClick={() => actor.send({ type: 'game.delete', id: game.id })}
                    >
                      End
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
          {inForm ? <GameForm /> : null}
          {inMove ? <MoveForm /> : null}
          <Stack gap="xs" component="section" aria-labelledby="nights-title">
            <Title order={2} size="h3" id="nights-title">
              Coming nights
            </Title>
            <Text size="sm">
              Members who saved a night are told by SMS when it is held, cancelled or moved.
            </Text>
            <Nights />
          </Stack>
          <CancelNightModal />
        </>
      ) : null}
    </Stack>
  );
}
