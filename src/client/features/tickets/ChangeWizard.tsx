import '@mantine/core/styles/Stepper.css';
import { Button, Container, Group, Loader, Stack, Stepper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Ticket } from '../../../shared/contract/profile';
import { pageTitle } from '../../../shared/site';
import { flightLabel } from '../../../shared/ticket-rules';
import { StepHeading } from '../../components/StepHeading';
import { ChangeFailure } from './ChangeResultPanel';

type Step = 0 | 1 | 2;

/** The wizard's step from its machine's tags; null while the ticket loads or the page is left. */
export const stepOf = (snapshot: { hasTag: (tag: 'step0' | 'step1' | 'step2') => boolean }): Step | null =>
  snapshot.hasTag('step2') ? 2 : snapshot.hasTag('step1') ? 1 : snapshot.hasTag('step0') ? 0 : null;

/** The flight a ticket is for, as the swap and transfer screens name it; null for a voucher not tied to one. */
export const eventTicketLabel = (ticket: Ticket | null) =>
  ticket?.eventTicket
    ? flightLabel({
        title: ticket.eventTicket.description,
        dateTime: ticket.eventTicket.dateTime,
        startTime: ticket.eventTicket.startTime,
      })
    : null;

/** The page around a swap or transfer: its title, a loader until the ticket is in, then the three steps. */
export function ChangeWizard({
  title,
  step,
  stepsTestId,
  steps,
}: {
  title: string;
  step: Step | null;
  stepsTestId: string;
  steps: [
    { label: string; view: ReactNode },
    { label: string; view: ReactNode },
    { label: string; view: ReactNode },
  ];
}) {
  return (
    <Container size="md" py="xl">
      <title>{pageTitle(title)}</title>
      <Title order={1} mb="md">
        {title}
      </Title>
      {step === null ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Loading your ticket" />
        </Group>
      ) : (
        <>
          <Stepper active={step} allowNextStepsSelect={false} size="sm" mb="xl" data-testid={stepsTestId}>
            {steps.map(({ label }) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
          {steps[step].view}
        </>
      )}
    </Container>
  );
}

/** Step 0's frame: what to choose, then Confirm, offered once the machine takes it. */
export function ChooseStepFrame({
  heading,
  canConfirm,
  onConfirm,
  children,
}: {
  heading: string;
  canConfirm: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Stack>
      <StepHeading order={2}>{heading}</StepHeading>
      {children}
      <Group justify="flex-end">
        <Button disabled={!canConfirm} onClick={onConfirm}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 1's frame: the last call's failure, what will change, then Previous and the submit button. */
export function ConfirmStepFrame({
  heading,
  failure,
  busy,
  submitLabel,
  onBack,
  onSubmit,
  children,
}: {
  heading: string;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  onBack: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack>
      <StepHeading order={2}>{heading}</StepHeading>
      {failure && <ChangeFailure message={failure} />}
      {children}
      <Group justify="space-between">
        <Button variant="default" disabled={busy} onClick={onBack}>
          Previous
        </Button>
        <Button loading={busy} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
