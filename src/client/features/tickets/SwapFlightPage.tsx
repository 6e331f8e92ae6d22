import '@mantine/core/styles/Stepper.css';
import { Badge, Button, Card, Container, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { swapFlightMachine } from '../../../../machines/swap-flight';
import type { Ticket } from '../../../shared/contract/profile';
import type { Flight } from '../../../shared/contract/tickets';
import { pageTitle } from '../../../shared/site';
import { flightLabel } from '../../../shared/ticket-rules';
import { StepHeading } from '../../components/StepHeading';
import { ChangeFailure, ChangeSuccess } from './ChangeResultPanel';

export const SwapFlightContext = createActorContext(swapFlightMachine);

const currentLabel = (ticket: Ticket | null) =>
  ticket?.eventTicket
    ? flightLabel({
        title: ticket.eventTicket.description,
        dateTime: ticket.eventTicket.dateTime,
        startTime: ticket.eventTicket.startTime,
      })
    : '';

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
    <Stack>
      <StepHeading order={2}>Select another flight</StepHeading>
      {flights.length === 0 ? (
        <Text>There are no other open flights of this event to swap to.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="Flights">
          {flights.map((flight) => (
            <FlightRow key={flight.id} flight={flight} current={flight.id === currentId} />
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button disabled={!canConfirm} onClick={() => actor.send({ type: 'step.confirm' })}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

function ConfirmStep() {
  const actor = SwapFlightContext.useActorRef();
  const kind = SwapFlightContext.useSelector((s) => s.context.kind);
  const ticket = SwapFlightContext.useSelector((s) => s.context.ticket);
  const chosen = SwapFlightContext.useSelector(
    (s) => s.context.flights.find((flight) => flight.id === s.context.selectedId) ?? null,
  );
  const failure = SwapFlightContext.useSelector((s) => s.context.failure);
  const swapping = SwapFlightContext.useSelector((s) => s.matches('swapping'));
  return (
    <Stack>
      <StepHeading order={2}>Confirm and swap</StepHeading>
      {failure && <ChangeFailure message={failure} />}
      <Text fw={700}>Please Confirm! You want to swap your {kind}</Text>
      <Text>
        From: <strong data-testid="swap-from">{currentLabel(ticket)}</strong>
      </Text>
      <Text>
        To: <strong data-testid="swap-to">{chosen ? flightLabel(chosen) : ''}</strong>
      </Text>
      <Group justify="space-between">
        <Button variant="default" disabled={swapping} onClick={() => actor.send({ type: 'step.back' })}>
          Previous
        </Button>
        <Button loading={swapping} onClick={() => actor.send({ type: 'swap.submit' })}>
          Swap Flight
        </Button>
      </Group>
    </Stack>
  );
}

function ResultStep() {
  const ticket = SwapFlightContext.useSelector((s) => s.context.ticket);
  const result = SwapFlightContext.useSelector((s) => s.context.result);
  const chosen = SwapFlightContext.useSelector(
    (s) => s.context.flights.find((flight) => flight.id === s.context.selectedId) ?? null,
  );
  return (
    <ChangeSuccess
      title="Swap Submitted"
      message={result?.message ?? ''}
      done="You have swapped your voucher:"
      from={currentLabel(ticket)}
      to={chosen ? flightLabel(chosen) : ''}
    />
  );
}

/** Swap Event Flight for a ticket or a voucher. */
export function SwapFlightPage() {
  const step = SwapFlightContext.useSelector((s) =>
    s.hasTag('step2') ? 2 : s.hasTag('step1') ? 1 : s.hasTag('step0') ? 0 : null,
  );
  return (
    <Container size="md" py="xl">
      <title>{pageTitle('Swap Event Flight')}</title>
      <Title order={1} mb="md">
        Swap Event Flight
      </Title>
      {step === null ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Loading your ticket" />
        </Group>
      ) : (
        <>
          <Stepper active={step} allowNextStepsSelect={false} size="sm" mb="xl" data-testid="swap-steps">
            <Stepper.Step label="Select another flight" />
            <Stepper.Step label="Confirm and swap" />
            <Stepper.Step label="Result" />
          </Stepper>
          {step === 0 && <ChooseStep />}
          {step === 1 && <ConfirmStep />}
          {step === 2 && <ResultStep />}
        </>
      )}
    </Container>
  );
}
