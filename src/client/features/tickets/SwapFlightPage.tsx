import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { swapFlightMachine } from '../../../../machines/swap-flight';
import type { Flight } from '../../../shared/contract/tickets';
import { flightLabel } from '../../../shared/ticket-rules';
import { ChangeLine, ChangeSuccess } from './ChangeResultPanel';
import { ChangeWizard, ChooseStepFrame, ConfirmStepFrame, eventTicketLabel, stepOf } from './ChangeWizard';

export const SwapFlightContext = createActorContext(swapFlightMachine);

function FlightRow({ flight, current }: { flight: Flight; current: boolean }) {
  const actor = SwapFlightContext.useActorRef();
  const selected = SwapFlightContext.useSelector((s) => s.context.selectedId === flight.id);
  const label = flightLabel(flight);
  return (
    <Card withBorder data-testid="flight" aria-label={label} component="li">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{label}</Text>
          <Text size="sm">
            {flight.description}, {flight.venue.name}
          </Text>
          {current && (
            <Badge variant="light" w="fit-content">
              Current flight
            </Badge>
          )}
        </Stack>
        {selected ? (
          <Button
            variant="filled"
            onClick={() => actor.send({ type: 'flight.unselect' })}
            aria-label={`Unselect ${label}`}
          >
            Unselect
          </Button>
        ) : (
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'flight.select', id: flight.id })}
            aria-label={`Select ${label}`}
          >
            Select
          </Button>
        )}
      </Group>
    </Card>
  );
}

function ChooseStep() {
  const actor = SwapFlightContext.useActorRef();
  const flights = SwapFlightContext.useSelector((s) => s.context.flights);
  const currentId = SwapFlightContext.useSelector((s) => s.context.ticket?.eventTicket?.id ?? 0);
  const canConfirm = SwapFlightContext.useSelector((s) => s.can({ type: 'step.confirm' }));
  return (
    <ChooseStepFrame
      heading="Select another flight"
      canConfirm={canConfirm}
      onConfirm={() => actor.send({ type: 'step.confirm' })}
    >
      {flights.length === 0 ? (
        <Text>There are no other open flights of this event to swap to.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="Flights">
          {flights.map((flight) => (
            <FlightRow key={flight.id} flight={flight} current={flight.id === currentId} />
          ))}
        </Stack>
      )}
    </ChooseStepFrame>
  );
}

/** From the ticket's flight (none for a voucher not tied to one) to the chosen one. */
function useFromTo() {
  const from = SwapFlightContext.useSelector((s) => eventTicketLabel(s.context.ticket) ?? '');
  const to = SwapFlightContext.useSelector((s) => {
    const chosen = s.context.flights.find((flight) => flight.id === s.context.selectedId);
    return chosen ? flightLabel(chosen) : '';
  });
  return { from, to };
}

function ConfirmStep() {
  const actor = SwapFlightContext.useActorRef();
  const kind = SwapFlightContext.useSelector((s) => s.context.kind);
  const failure = SwapFlightContext.useSelector((s) => s.context.failure);
  const swapping = SwapFlightContext.useSelector((s) => s.matches('swapping'));
  const { from, to } = useFromTo();
  return (
    <ConfirmStepFrame
      heading="Confirm and swap"
      failure={failure}
      busy={swapping}
      submitLabel="Swap Flight"
      onBack={() => actor.send({ type: 'step.back' })}
      onSubmit={() => actor.send({ type: 'swap.submit' })}
    >
      <Text fw={700}>Please Confirm! You want to swap your {kind}</Text>
      <ChangeLine label="From" value={from} testId="swap-from" />
      <ChangeLine label="To" value={to} testId="swap-to" />
    </ConfirmStepFrame>
  );
}

function ResultStep() {
  const message = SwapFlightContext.useSelector((s) => s.context.result?.message ?? '');
  const { from, to } = useFromTo();
  return (
    <ChangeSuccess
      title="Swap Submitted"
      message={message}
      done="You have swapped your voucher:"
      from={from}
      to={to}
    />
  );
}

/** Swap Event Flight for a ticket or a voucher. */
export function SwapFlightPage() {
  const step = SwapFlightContext.useSelector(stepOf);
  return (
    <ChangeWizard
      title="Swap Event Flight"
      step={step}
      stepsTestId="swap-steps"
      steps={[
        { label: 'Select another flight', view: <ChooseStep /> },
        { label: 'Confirm and swap', view: <ConfirmStep /> },
        { label: 'Result', view: <ResultStep /> },
      ]}
    />
  );
}
