import '@mantine/core/styles/Table.css';
import { Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { type Standing, standingOf } from '../../../../machines/live-floor';
import type { PublicFloor } from '../../../shared/contract/floor';
import { DEAL_METHOD_NAMES } from '../../../shared/deals';
import { formatDollars } from '../../../shared/money';
import { inspectOptions } from '../../components/inspector';
import { hasFloor, MOVE_REASONS, moveNoticeText, placeText, seatText } from './floor-texts';
import { serverFloorMachine } from './live-floor';

const fmt = (n: number) => n.toLocaleString('en-AU');

const sameStanding = (a: Standing | null, b: Standing | null) =>
  a?.kind === b?.kind &&
  (a?.kind !== 'seated' ||
    (b?.kind === 'seated' && a.seat.table === b.seat.table && a.seat.seat === b.seat.seat));

function Figure({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  testId?: string;
}) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
      {sub && (
        <Text fz="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </div>
  );
}

function MyStanding({ standing }: { standing: Standing }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="my-standing">
      <Text fz="xs" c="dimmed" tt="uppercase">
        Your seat
      </Text>
      <Text fz={28} fw={800} lh={1.2} data-testid="my-seat">
        {standing.kind === 'seated'
          ? seatText(standing.seat)
          : standing.kind === 'out'
            ? 'You are out'
            : 'Seats are drawn when play starts'}
      </Text>
      {standing.kind === 'out' && <Text c="dimmed">Thanks for playing.</Text>}
    </Paper>
  );
}

/** The payouts, first place first, with the deal's amounts once one is recorded. */
export function PayoutTable({ floor }: { floor: PublicFloor }) {
  return (
    <Stack gap="xs">
      <Table data-testid="floor-payouts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Place</Table.Th>
            <Table.Th ta="right">Prize</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {floor.payouts.map((amount, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the place is the row's identity
            <Table.Tr key={index}>
              <Table.Td>{placeText(index + 1)}</Table.Td>
              <Table.Td ta="right">{formatDollars(amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {floor.deal && (
        <Table data-testid="floor-deal">
          <Table.Caption>
            Deal agreed ({DEAL_METHOD_NAMES[floor.deal.method]}): places stay as played
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">Chips</Table.Th>
              <Table.Th ta="right">Takes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {floor.deal.shares.map((share) => (
              <Table.Tr key={share.entry}>
                <Table.Td>{share.name}</Table.Td>
                <Table.Td ta="right">{fmt(share.stack)}</Table.Td>
                <Table.Td ta="right">{formatDollars(share.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * The event page's floor, beside the clock: a signed-in player's own seat (and where to go when moved), the
 * field, the prize pool and payouts, the latest moves and the tables; kept live by the hub.
 */
export function FloorPanel({
  eventId,
  signedIn,
  logic = serverFloorMachine,
}: {
  eventId: number;
  signedIn: boolean;
  /** The floor machine with its server actors; tests give fakes. */
  logic?: typeof serverFloorMachine;
}) {
  const actor = useActorRef(logic, { input: { eventId, signedIn }, ...inspectOptions() });
  const floor = useSelector(actor, (s) => s.context.floor);
  const standing = useSelector(actor, (s) => standingOf(s.context), sameStanding);
  const notice = useSelector(actor, (s) => (s.matches({ notice: 'shown' }) ? s.context.notice : null));
  const loading = useSelector(actor, (s) => s.hasTag('busy'));

  if (!hasFloor(floor)) return null;
  const extras = [
    floor.reEntries > 0 && `${fmt(floor.reEntries)} re-entries`,
    floor.rebuys > 0 && `${fmt(floor.rebuys)} rebuys`,
    floor.addOns > 0 && `${fmt(floor.addOns)} add-ons`,
  ].filter(Boolean);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="floor-panel"
      aria-busy={loading}
      style={{ flex: '1 1 360px', minWidth: 0 }}
    >
      <Title order={2} fz="h3" mb="sm">
        The floor
      </Title>
      <Stack gap="md">
        {notice && (
          <Alert color="orange" variant="filled" role="alert" data-testid="move-notice">
            <Text fz={24} fw={800} lh={1.2}>
              {moveNoticeText(notice)}
            </Text>
            <Text>
              From {seatText(notice.from)} ({MOVE_REASONS[notice.reason]})
            </Text>
            <Button
              mt="sm"
              variant="white"
              color="dark"
              onClick={() => actor.send({ type: 'notice.dismiss' })}
            >
              Got it
            </Button>
          </Alert>
        )}
        {standing && <MyStanding standing={standing} />}

        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Figure label="Players left" value={fmt(floor.playersLeft)} testId="floor-players-left" />
          <Figure
            label="Entries"
            value={fmt(floor.entries)}
            sub={extras.length > 0 ? extras.join(', ') : undefined}
            testId="floor-entries"
          />
          <Figure label="Prize pool" value={formatDollars(floor.prizePool)} testId="floor-prize-pool" />
          {floor.bounty > 0 && <Figure label="Bounty" value={formatDollars(floor.bounty)} />}
        </SimpleGrid>

        <PayoutTable floor={floor} />

        {floor.recentMoves.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="h5">
              Latest moves
            </Title>
            <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} data-testid="floor-moves">
              {floor.recentMoves.slice(0, 5).map((move) => (
                <Text component="li" key={`${move.at}-${move.from.table}-${move.from.seat}`}>
                  <Text span fw={700}>
                    {move.name}
                  </Text>
                  : {seatText(move.from)} to {seatText(move.to)} ({MOVE_REASONS[move.reason]})
                </Text>
              ))}
            </Stack>
          </Stack>
        )}

        {floor.drawn && floor.tables.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="h5">
              Tables
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" data-testid="floor-tables">
              {floor.tables.map((table) => (
                <Paper key={table.table} withBorder p="xs" radius="sm">
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>Table {table.table}</Text>
                    <Text fz="sm" c="dimmed">
                      {table.seats.length} {table.seats.length === 1 ? 'player' : 'players'}
                    </Text>
                  </Group>
                  <Text fz="sm">{table.seats.map((s) => `${s.seat} ${s.name}`).join(' · ')}</Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
