import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { payoutsDraftError } from '../../../../machines/floor-console';
import type { DirectorFloor } from '../../../shared/contract/floor';
import { formatDollars } from '../../../shared/money';
import { PAYOUT_PRESETS, type PayoutPresetName } from '../../../shared/payouts';
import type { FloorConsoleRef } from './FloorConsole';

const PRESETS = Object.entries(PAYOUT_PRESETS).map(([value, preset]) => ({ value, label: preset.label }));

/** The prize pool and its places: the preset's proposal or the director's own amounts, which must sum to it. */
export function FloorPayouts({
  console: floorConsole,
  closed,
}: {
  console: FloorConsoleRef;
  closed: boolean;
}) {
  const floor = useSelector(floorConsole, (s) => s.context.floor as DirectorFloor);
  const draft = useSelector(floorConsole, (s) => s.context.payouts);
  const draftError = useSelector(floorConsole, (s) =>
    s.context.payouts ? payoutsDraftError(s.context) : null,
  );
  const canSave = useSelector(floorConsole, (s) => s.can({ type: 'payouts.save' }));
  const canReset = useSelector(floorConsole, (s) => s.can({ type: 'payouts.reset' }));
  const send = floorConsole.send;
  const amounts = draft ?? floor.payouts;
  const editable = !closed && floor.deal === null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="floor-payouts">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Payouts
        </Title>
        <Text fw={600} data-testid="floor-pool">
          Prize pool {formatDollars(floor.prizePool)}
          {floor.bounty > 0 && ` · Bounty ${formatDollars(floor.bounty)} a knockout`}
        </Text>
        {editable && (
          <NativeSelect
            label="Payout structure"
            value={floor.settings.preset}
            onChange={(e) =>
              send({ type: 'preset.choose', preset: e.currentTarget.value as PayoutPresetName })
            }
            data={PRESETS}
          />
        )}
        {amounts.length === 0 ? (
          <Text fz="sm" c="gray.7">
            Payouts are proposed once players are entered.
          </Text>
        ) : editable ? (
          amounts.map((amount, i) => (
            <NumberInput
              // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position
              key={i}
              label={`Place ${i + 1}`}
              prefix="$"
              thousandSeparator=","
              min={0}
              allowDecimal={false}
              value={amount}
              onChange={(value) => send({ type: 'payout.change', place: i, amount: value })}
            />
          ))
        ) : (
          <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {amounts.map((amount, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position
              <Text key={i} component="li" fz="sm">
                Place {i + 1}: {formatDollars(Number(amount))}
              </Text>
            ))}
          </Stack>
        )}
        {draftError && (
          <Text c="red.8" fz="sm" data-testid="payouts-error">
            {draftError}
          </Text>
        )}
        {editable && (
          <Group gap="xs">
            {draft && (
              <>
                <Button disabled={!canSave} onClick={() => send({ type: 'payouts.save' })}>
                  Save payouts
                </Button>
                <Button variant="default" onClick={() => send({ type: 'payouts.discard' })}>
                  Discard changes
                </Button>
              </>
            )}
            {canReset && !draft && (
              <Button variant="default" onClick={() => send({ type: 'payouts.reset' })}>
                Use the proposed payouts
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
