import '@mantine/core/styles/Stepper.css';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { transferTicketMachine } from '../../../../machines/transfer-ticket';
import type { Ticket } from '../../../shared/contract/profile';
import { pageTitle } from '../../../shared/site';
import { flightLabel } from '../../../shared/ticket-rules';
import { PlayerPickTable, PlayerSearchForm } from '../../components/PlayerSearch';
import { StepHeading } from '../../components/StepHeading';
import { ChangeFailure, ChangeSuccess } from './ChangeResultPanel';

export const TransferTicketContext = createActorContext(transferTicketMachine);

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

const ticketLabel = (ticket: Ticket | null) =>
  ticket?.eventTicket
    ? flightLabel({
        title: ticket.eventTicket.description,
        dateTime: ticket.eventTicket.dateTime,
        startTime: ticket.eventTicket.startTime,
      })
    : (ticket?.majorEventName ?? '');

function TransferNotes() {
  const automatic = TransferTicketContext.useSelector((s) => s.context.ticket?.autoVoucherTransfer ?? true);
  return automatic ? (
    <Text size="sm" data-testid="transfer-note">
      Transfers are immediate and irreversible. Read more{' '}
      <Anchor component={Link} to="/about/voucher">
        about vouchers and tickets
      </Anchor>
      .
    </Text>
  ) : (
    <Text size="sm" data-testid="transfer-note">
      This event's transfers are approved by our staff, which takes up to 1 business day. Read more{' '}
      <Anchor component={Link} to="/about/voucher">
        about vouchers and tickets
      </Anchor>
      .
    </Text>
  );
}

function SearchForm() {
  const actor = TransferTicketContext.useActorRef();
  const kind = TransferTicketContext.useSelector((s) => s.context.kind);
  const searching = TransferTicketContext.useSelector((s) => s.matches({ choose: 'searching' }));
  return (
    <PlayerSearchForm
      searching={searching}
      onSearch={(filters) => actor.send({ type: 'search.submit', filters })}
      hint={
        kind === 'voucher' && (
          <Text size="sm" mb="xs" data-testid="search-hint">
            Enter the player's details without spaces. You may use 1, 2 or all 3 search fields.
          </Text>
        )
      }
    />
  );
}

function PlayerTable() {
  const actor = TransferTicketContext.useActorRef();
  const players = TransferTicketContext.useSelector((s) => s.context.players);
  const searched = TransferTicketContext.useSelector((s) => s.context.searched);
  const selectedId = TransferTicketContext.useSelector((s) => s.context.selected?.id ?? null);
  return (
    <PlayerPickTable
      players={players}
      searched={searched}
      selectedId={selectedId}
      onSelect={(player) => actor.send({ type: 'player.select', player })}
    />
  );
}

function ChooseStep() {
  const actor = TransferTicketContext.useActorRef();
  const kind = TransferTicketContext.useSelector((s) => s.context.kind);
  const searchError = TransferTicketContext.useSelector((s) => s.context.searchError);
  const canConfirm = TransferTicketContext.useSelector((s) => s.can({ type: 'step.confirm' }));
  return (
    <Stack>
      <StepHeading order={2}>Select player who will receive the {kind}</StepHeading>
      {searchError && (
        <Alert color="red" role="alert" title="Player search failed" styles={READABLE_TITLE}>
          {searchError}
        </Alert>
      )}
      <SearchForm />
      <PlayerTable />
      <TransferNotes />
      <Group justify="flex-end">
        <Button disabled={!canConfirm} onClick={() => actor.send({ type: 'step.confirm' })}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

function ConfirmStep() {
  const actor = TransferTicketContext.useActorRef();
  const kind = TransferTicketContext.useSelector((s) => s.context.kind);
  const ticket = TransferTicketContext.useSelector((s) => s.context.ticket);
  const player = TransferTicketContext.useSelector((s) => s.context.selected);
  const failure = TransferTicketContext.useSelector((s) => s.context.failure);
  const transferring = TransferTicketContext.useSelector((s) => s.matches('transferring'));
  return (
    <Stack>
      <StepHeading order={2}>Confirm and transfer</StepHeading>
      {failure && <ChangeFailure message={failure} />}
      <Text>
        {kind === 'ticket' ? 'Ticket' : 'Voucher'}:{' '}
        <strong data-testid="transfer-ticket">{ticketLabel(ticket)}</strong>
      </Text>
      <Text>
        To:{' '}
        <strong data-testid="transfer-player">{player ? `${player.name} (${player.cardNumber})` : ''}</strong>
      </Text>
      <TransferNotes />
      <Group justify="space-between">
        <Button variant="default" disabled={transferring} onClick={() => actor.send({ type: 'step.back' })}>
          Previous
        </Button>
        <Button loading={transferring} onClick={() => actor.send({ type: 'transfer.submit' })}>
          {kind === 'ticket' ? 'Transfer Ticket' : 'Transfer Voucher'}
        </Button>
      </Group>
    </Stack>
  );
}

function ResultStep() {
  const ticket = TransferTicketContext.useSelector((s) => s.context.ticket);
  const player = TransferTicketContext.useSelector((s) => s.context.selected);
  const result = TransferTicketContext.useSelector((s) => s.context.result);
  const pending = result?.status === 'pending';
  return (
    <ChangeSuccess
      title={pending ? 'Transfer Request Submitted' : 'Successfully Transferred'}
      message={result?.message ?? ''}
      done="You have transferred your voucher:"
      from={ticketLabel(ticket)}
      to={player ? `${player.name} (${player.cardNumber})` : ''}
    />
  );
}

/** Transfer a ticket or voucher to another player. */
export function TransferTicketPage() {
  const kind = TransferTicketContext.useSelector((s) => s.context.kind);
  const step = TransferTicketContext.useSelector((s) =>
    s.hasTag('step2') ? 2 : s.hasTag('step1') ? 1 : s.hasTag('step0') ? 0 : null,
  );
  const title =
    kind === 'ticket' ? 'Transfer Event Ticket to Another Player' : 'Transfer Voucher to Another Player';
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
          <Stepper active={step} allowNextStepsSelect={false} size="sm" mb="xl" data-testid="transfer-steps">
            <Stepper.Step label={`Select player who will receive the ${kind}`} />
            <Stepper.Step label="Confirm and transfer" />
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
