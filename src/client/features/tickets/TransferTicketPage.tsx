import { Alert, Anchor, Text } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { transferTicketMachine } from '../../../../machines/transfer-ticket';
import { PlayerPickTable, PlayerSearchForm } from '../../components/PlayerSearch';
import { ChangeLine, ChangeSuccess } from './ChangeResultPanel';
import { ChangeWizard, ChooseStepFrame, ConfirmStepFrame, eventTicketLabel, stepOf } from './ChangeWizard';

export const TransferTicketContext = createActorContext(transferTicketMachine);

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

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
  const draft = TransferTicketContext.useSelector((s) => s.context.searchDraft);
  const searching = TransferTicketContext.useSelector((s) => s.matches({ choose: 'searching' }));
  return (
    <PlayerSearchForm
      values={draft}
      onChange={(field, value) => actor.send({ type: 'search.change', field, value })}
      searching={searching}
      onSearch={() => actor.send({ type: 'search.submit' })}
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
    <ChooseStepFrame
      heading={`Select player who will receive the ${kind}`}
      canConfirm={canConfirm}
      onConfirm={() => actor.send({ type: 'step.confirm' })}
    >
      {searchError && (
        <Alert color="red" role="alert" title="Player search failed" styles={READABLE_TITLE}>
          {searchError}
        </Alert>
      )}
      <SearchForm />
      <PlayerTable />
      <TransferNotes />
    </ChooseStepFrame>
  );
}

/** From the ticket's flight (a voucher not tied to one: its major event) to the chosen player. */
function useFromTo() {
  const from = TransferTicketContext.useSelector(
    (s) => eventTicketLabel(s.context.ticket) ?? s.context.ticket?.majorEventName ?? '',
  );
  const to = TransferTicketContext.useSelector((s) => {
    const player = s.context.selected;
    return player ? `${player.name} (${player.cardNumber})` : '';
  });
  return { from, to };
}

function ConfirmStep() {
  const actor = TransferTicketContext.useActorRef();
  const kind = TransferTicketContext.useSelector((s) => s.context.kind);
  const failure = TransferTicketContext.useSelector((s) => s.context.failure);
  const transferring = TransferTicketContext.useSelector((s) => s.matches('transferring'));
  const { from, to } = useFromTo();
  return (
    <ConfirmStepFrame
      heading="Confirm and transfer"
      failure={failure}
      busy={transferring}
      submitLabel={kind === 'ticket' ? 'Transfer Ticket' : 'Transfer Voucher'}
      onBack={() => actor.send({ type: 'step.back' })}
      onSubmit={() => actor.send({ type: 'transfer.submit' })}
    >
      <ChangeLine label={kind === 'ticket' ? 'Ticket' : 'Voucher'} value={from} testId="transfer-ticket" />
      <ChangeLine label="To" value={to} testId="transfer-player" />
      <TransferNotes />
    </ConfirmStepFrame>
  );
}

function ResultStep() {
  const result = TransferTicketContext.useSelector((s) => s.context.result);
  const { from, to } = useFromTo();
  return (
    <ChangeSuccess
      title={result?.status === 'pending' ? 'Transfer Request Submitted' : 'Successfully Transferred'}
      message={result?.message ?? ''}
      done="You have transferred your voucher:"
      from={from}
      to={to}
    />
  );
}

/** Transfer a ticket or voucher to another player. */
export function TransferTicketPage() {
  const kind = TransferTicketContext.useSelector((s) => s.context.kind);
  const step = TransferTicketContext.useSelector(stepOf);
  return (
    <ChangeWizard
      title={
        kind === 'ticket' ? 'Transfer Event Ticket to Another Player' : 'Transfer Voucher to Another Player'
      }
      step={step}
      stepsTestId="transfer-steps"
      steps={[
        { label: `Select player who will receive the ${kind}`, view: <ChooseStep /> },
        { label: 'Confirm and transfer', view: <ConfirmStep /> },
        { label: 'Result', view: <ResultStep /> },
      ]}
    />
  );
}
