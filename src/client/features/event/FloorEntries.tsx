import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { DirectorFloor } from '../../../shared/contract/floor';
import type { FloorConsoleRef } from './FloorConsole';

type Player = DirectorFloor['players'][number];

const whereText = (player: Player) => {
  if (player.out !== null) return `Out (${player.out} out)`;
  return player.seat ? `Table ${player.seat.table}, Seat ${player.seat.seat}` : 'Waiting for the draw';
};

/** A number as a select's value ('' for none). */
const choice = (value: string) => (value === '' ? null : Number(value));

/** Entering players (a member found, a walk-in), the draw, the bust-outs, and each player's buy-ins. */
export function FloorEntries({ console: floorConsole }: { console: FloorConsoleRef }) {
  const floor = useSelector(floorConsole, (s) => s.context.floor as DirectorFloor);
  const query = useSelector(floorConsole, (s) => s.context.query);
  const matches = useSelector(floorConsole, (s) => s.context.matches);
  const walkIn = useSelector(floorConsole, (s) => s.context.walkIn);
  const bust = useSelector(floorConsole, (s) => s.context.bust);
  const searching = useSelector(floorConsole, (s) => s.matches({ search: 'searching' }));
  const canSearch = useSelector(floorConsole, (s) => s.can({ type: 'player.search' }));
  const canWalkIn = useSelector(floorConsole, (s) => s.can({ type: 'walkin.enter' }));
  const canDraw = useSelector(floorConsole, (s) => s.can({ type: 'seats.draw' }));
  const canBust = useSelector(floorConsole, (s) => s.can({ type: 'bust.record' }));
  const send = floorConsole.send;
  const playing = floor.players.filter((p) => p.out === null);
  const reEntered = new Set(floor.players.map((p) => p.reEntryOf));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Players
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'player.search' });
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Find a member"
              placeholder="Name, mobile or membership number"
              value={query}
              onChange={(e) => send({ type: 'query.change', query: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={!canSearch} loading={searching}>
              Find
            </Button>
          </Group>
        </form>
        {matches.map((m) => (
          <Group key={m.memberId} justify="space-between" wrap="nowrap" data-testid="floor-match">
            <Text fz="sm">
              {m.name}{' '}
              <Text span c="gray.7" fz="xs">
                #{m.membershipId}
                {m.mobileEnding ? ` · …${m.mobileEnding}` : ''}
              </Text>
            </Text>
            <Button
              size="xs"
              variant="light"
              aria-label={`Enter ${m.name}`}
              onClick={() => send({ type: 'member.enter', memberId: m.memberId })}
            >
              Enter
            </Button>
          </Group>
        ))}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Walk-in name"
            value={walkIn}
            onChange={(e) => send({ type: 'walkin.change', name: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Button variant="light" disabled={!canWalkIn} onClick={() => send({ type: 'walkin.enter' })}>
            Enter walk-in
          </Button>
        </Group>
        {!floor.drawn && (
          <Button size="lg" disabled={!canDraw} onClick={() => send({ type: 'seats.draw' })}>
            Draw seats
          </Button>
        )}

        {playing.length > 1 && (
          <Stack gap="xs" data-testid="floor-bust">
            <Title order={4} fz="md">
              Bust-out
            </Title>
            <NativeSelect
              label="Player out"
              value={bust.entry === null ? '' : String(bust.entry)}
              onChange={(e) => send({ type: 'bust.choose', entry: choice(e.currentTarget.value) })}
              data={[
                { value: '', label: 'Choose the player' },
                ...playing.map((p) => ({ value: String(p.id), label: p.playerName })),
              ]}
            />
            <NativeSelect
              label="Eliminated by (optional)"
              value={bust.by === null ? '' : String(bust.by)}
              onChange={(e) => send({ type: 'bust.eliminator', entry: choice(e.currentTarget.value) })}
              data={[
                { value: '', label: 'Not recorded' },
                ...playing
                  .filter((p) => p.id !== bust.entry)
                  .map((p) => ({ value: String(p.id), label: p.playerName })),
              ]}
            />
            <Button color="red" disabled={!canBust} onClick={() => send({ type: 'bust.record' })}>
              Record bust-out
            </Button>
          </Stack>
        )}

        <Text fz="sm" fw={600}>
          Entries ({floor.players.length})
        </Text>
        {floor.players.length === 0 ? (
          <Text fz="sm" c="gray.7">
            Nobody is entered yet.
          </Text>
        ) : (
          <Stack gap={6} data-testid="floor-players">
            {floor.players.map((p) => (
              <Group key={p.id} justify="space-between" gap={4} data-testid="floor-player">
                <div>
                  <Text fz="sm" fw={500}>
                    {p.playerName}
                  </Text>
                  <Text fz="xs" c="gray.7">
                    {whereText(p)}
                    {p.rebuys > 0 && ` · Rebuys ${p.rebuys}`}
                    {p.addOn && ' · Add-on'}
                    {p.knockouts > 0 && ` · Knockouts ${p.knockouts}`}
                  </Text>
                </div>
                <Group gap={4}>
                  {p.out === null ? (
                    <>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Rebuy for ${p.playerName}`}
                        onClick={() => send({ type: 'entry.rebuy', entry: p.id })}
                      >
                        Rebuy
                      </Button>
                      {!p.addOn && (
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={`Add-on for ${p.playerName}`}
                          onClick={() => send({ type: 'entry.addon', entry: p.id })}
                        >
                          Add-on
                        </Button>
                      )}
                    </>
                  ) : (
                    !reEntered.has(p.id) && (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Re-entry for ${p.playerName}`}
                        onClick={() => send({ type: 'entry.reenter', entry: p.id })}
                      >
                        Re-entry
                      </Button>
                    )
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
