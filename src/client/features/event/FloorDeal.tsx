import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { DEAL_METHOD_LABELS, dealPreview } from '../../../../machines/floor-console';
import type { DirectorFloor } from '../../../shared/contract/floor';
import { DEAL_METHODS, type DealMethod, MAX_DEAL_PLAYERS } from '../../../shared/deals';
import { formatDollars } from '../../../shared/money';
import type { FloorConsoleRef } from './FloorConsole';

/** The deal recorded: each player's stack and agreed amount. */
function DealMade({ deal }: { deal: NonNullable<DirectorFloor['deal']> }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="floor-deal-made">
      <Title order={3} fz="h4" mb="xs">
        Deal ({DEAL_METHOD_LABELS[deal.method]})
      </Title>
      {deal.shares.map((s) => (
        <Text key={s.entry} fz="sm">
          {s.name}: {formatDollars(s.amount)} ({s.stack.toLocaleString('en-AU')} chips)
        </Text>
      ))}
    </Paper>
  );
}

/**
 * The deal calculator for the players left: their stacks typed, a method chosen, each one's amount worked out
 * here as a preview (the server works it out again), adjustable before it is recorded.
 */
export function FloorDeal({ console: floorConsole }: { console: FloorConsoleRef }) {
  const floor = useSelector(floorConsole, (s) => s.context.floor as DirectorFloor);
  const method = useSelector(floorConsole, (s) => s.context.deal.method);
  const preview = useSelector(floorConsole, (s) => dealPreview(s.context));
  const canRecord = useSelector(floorConsole, (s) => s.can({ type: 'deal.record' }));
  const send = floorConsole.send;
  if (floor.deal) return <DealMade deal={floor.deal} />;
  if (floor.playersLeft < 2 || floor.playersLeft > MAX_DEAL_PLAYERS || floor.payouts.length === 0)
    return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="floor-deal">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Deal calculator
        </Title>
        <Text fz="sm">{formatDollars(preview.total)} is left to share.</Text>
        <Radio.Group
          label="Deal method"
          value={method}
          onChange={(value) => send({ type: 'deal.method', method: value as DealMethod })}
        >
          <Group gap="md" mt={4}>
            {DEAL_METHODS.map((m) => (
              <Radio key={m} value={m} label={DEAL_METHOD_LABELS[m]} />
            ))}
          </Group>
        </Radio.Group>
        {preview.players.map((p) => (
          <Group key={p.entry} grow gap="xs" align="flex-end" data-testid="deal-player">
            <NumberInput
              label={`Stack of ${p.name}`}
              thousandSeparator=","
              min={1}
              allowDecimal={false}
              value={p.stack}
              onChange={(value) => send({ type: 'stack.change', entry: p.entry, stack: value })}
            />
            <NumberInput
              label={`Amount for ${p.name}`}
              description={
                p.calculated === null
                  ? undefined
                  : `${DEAL_METHOD_LABELS[method]}: ${formatDollars(p.calculated)}`
              }
              prefix="$"
              thousandSeparator=","
              min={0}
              allowDecimal={false}
              value={p.amount}
              onChange={(value) => send({ type: 'amount.change', entry: p.entry, amount: value })}
            />
          </Group>
        ))}
        {preview.error && (
          <Text c="red.8" fz="sm" data-testid="deal-error">
            {preview.error}
          </Text>
        )}
        <Button disabled={!canRecord} onClick={() => send({ type: 'deal.record' })}>
          Record deal
        </Button>
      </Stack>
    </Paper>
  );
}
