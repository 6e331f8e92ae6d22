import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Stepper.css';
import { Alert, Button, Container, Group, Loader, Slider, Stack, Stepper, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { ptcTransferMachine } from '../../../../machines/ptc-transfer';
import type { ConsumeItem } from '../../../shared/contract/ptc';
import { formatMemberDate, formatPtc, PTC_STEP } from '../../../shared/ptc-rules';
import { pageTitle } from '../../../shared/site';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { PlayerPickTable, PlayerSearchForm } from '../../components/PlayerSearch';
import { StepHeading } from '../../components/StepHeading';

export const PtcTransferContext = createActorContext(ptcTransferMachine);

/** Alert titles in the text colour: the coloured ones fail contrast on the light background. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

const STEP_LABELS = [
  'Select PTC to transfer',
  'Select player who will receive the PTC',
  'Confirm and transfer',
] as const;

const CONSUME_COLUMNS: DataColumn<ConsumeItem>[] = [
  { key: 'credit', header: 'Credit', lead: true, cell: (item) => item.description },
  { key: 'date', header: 'Date', cell: (item) => formatMemberDate(item.transactionDate) },
  { key: 'ptc', header: 'PTC', numeric: true, cell: (item) => formatPtc(item.consumeAmount) },
];

function TransferRules() {
  const rules = PtcTransferContext.useSelector((s) => s.context.summary?.transferRules ?? []);
  return (
    <Stack gap={4} aria-label="Transfer rules" component="section">
      <Text fw={600}>Transfer rules</Text>
      {rules.map((rule) => (
        <Text key={rule} size="sm">
          {rule}
        </Text>
      ))}
    </Stack>
  );
}

function AmountStep() {
  const actor = PtcTransferContext.useActorRef();
  const amount = PtcTransferContext.useSelector((s) => s.context.amount);
  const available = PtcTransferContext.useSelector((s) => s.context.summary?.totalAvailableTransfer ?? 0);
  const canNext = PtcTransferContext.useSelector((s) => s.can({ type: 'step.next' }));
  return (
    <Stack>
      <Text>
        Available to transfer: <strong data-testid="available-ptc">{formatPtc(available)}</strong>
      </Text>
      <Text id="ptc-amount-label">Use the slider to select how many PTC to transfer.</Text>
      <Slider
        aria-labelledby="ptc-amount-label"
        thumbLabel="PTC to transfer"
        min={0}
        max={available}
        step={PTC_STEP}
        value={amount}
        onChange={(value) => actor.send({ type: 'amount.change', amount: value })}
        label={(value) => formatPtc(value)}
      />
      <Text>
        PTC to transfer: <strong data-testid="transfer-amount">{formatPtc(amount)}</strong>
      </Text>
      <Group justify="flex-end">
        <Button disabled={!canNext} onClick={() => actor.send({ type: 'step.next' })}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}

function SearchForm() {
  const actor = PtcTransferContext.useActorRef();
  const draft = PtcTransferContext.useSelector((s) => s.context.searchDraft);
  const searching = PtcTransferContext.useSelector((s) => s.matches({ wizard: { player: 'searching' } }));
  return (
    <PlayerSearchForm
      values={draft}
      onChange={(field, value) => actor.send({ type: 'search.change', field, value })}
      searching={searching}
      onSearch={() => actor.send({ type: 'search.submit' })}
    />
  );
}

function PlayerTable() {
  const actor = PtcTransferContext.useActorRef();
  const players = PtcTransferContext.useSelector((s) => s.context.players);
  const searched = PtcTransferContext.useSelector((s) => s.context.searched);
  const selectedId = PtcTransferContext.useSelector((s) => s.context.selected?.id ?? null);
  return (
    <PlayerPickTable
      players={players}
      searched={searched}
      selectedId={selectedId}
      onSelect={(player) => actor.send({ type: 'player.select', player })}
    />
  );
}

function PlayerStep() {
  const actor = PtcTransferContext.useActorRef();
  const searchError = PtcTransferContext.useSelector((s) => s.context.searchError);
  const consumeError = PtcTransferContext.useSelector((s) => s.context.consumeError);
  const canNext = PtcTransferContext.useSelector((s) => s.can({ type: 'step.next' }));
  const loadingConsume = PtcTransferContext.useSelector((s) => s.matches({ wizard: 'loadingConsume' }));
  return (
    <Stack>
      {searchError && (
        <Alert color="red" styles={READABLE_TITLE} role="alert" title="Player search failed">
          {searchError}
        </Alert>
      )}
      <SearchForm />
      <PlayerTable />
      {consumeError && (
        <Alert color="red" styles={READABLE_TITLE} role="alert" title="Could not prepare the summary">
          {consumeError}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => actor.send({ type: 'step.back' })}>
          Previous
        </Button>
        <Button
          disabled={!canNext}
          loading={loadingConsume}
          onClick={() => actor.send({ type: 'step.next' })}
        >
          Summary
        </Button>
      </Group>
    </Stack>
  );
}

function ConfirmStep() {
  const actor = PtcTransferContext.useActorRef();
  const amount = PtcTransferContext.useSelector((s) => s.context.amount);
  const player = PtcTransferContext.useSelector((s) => s.context.selected);
  const consume = PtcTransferContext.useSelector((s) => s.context.consume);
  const transferring = PtcTransferContext.useSelector((s) => s.matches({ wizard: 'transferring' }));
  return (
    <Stack>
      <Text>
        PTC to transfer: <strong data-testid="confirm-amount">{formatPtc(amount)}</strong>
      </Text>
      <Text>
        Receiving player:{' '}
        <strong data-testid="confirm-player">
          {player?.name} ({player?.cardNumber})
        </strong>
      </Text>
      <DataTable
        rows={consume}
        columns={CONSUME_COLUMNS}
        rowKey={(item) => `${item.transactionDate}-${item.description}`}
        label="PTC to be consumed"
      />
      <Text fw={600}>Are you sure all the info above is correct?</Text>
      <Group justify="space-between">
        <Button variant="default" disabled={transferring} onClick={() => actor.send({ type: 'step.back' })}>
          Previous
        </Button>
        <Button loading={transferring} onClick={() => actor.send({ type: 'transfer.submit' })}>
          Transfer
        </Button>
      </Group>
    </Stack>
  );
}

function Wizard() {
  const step = PtcTransferContext.useSelector((s) => (s.hasTag('step2') ? 2 : s.hasTag('step1') ? 1 : 0));
  return (
    <Stack>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        {STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <StepHeading key={step} order={2} size="h3">
        {STEP_LABELS[step]}
      </StepHeading>
      {step === 0 && <AmountStep />}
      {step === 1 && <PlayerStep />}
      {step === 2 && <ConfirmStep />}
      <TransferRules />
    </Stack>
  );
}

function Result() {
  const actor = PtcTransferContext.useActorRef();
  const result = PtcTransferContext.useSelector((s) => s.context.result);
  if (!result) return null;
  return (
    <Stack align="center" ta="center" data-testid="transfer-result">
      <StepHeading order={2} c={result.success ? 'green.9' : 'orange.9'}>
        {result.success ? 'Successfully Transferred PTC' : 'Transfer failed'}
      </StepHeading>
      <Text role={result.success ? 'status' : 'alert'}>{result.reason}</Text>
      <Group>
        <Button component={Link} to="/" variant="default">
          Home Page
        </Button>
        <Button
          component={Link}
          to="/profile/ptctransfer"
          onClick={() => actor.send({ type: 'transfer.restart' })}
        >
          New Transfer
        </Button>
      </Group>
    </Stack>
  );
}

/** Transfer PT Credit: everything shown comes from the wizard's state. */
export function PtcTransferPage() {
  const actor = PtcTransferContext.useActorRef();
  const loading = PtcTransferContext.useSelector((s) => s.matches('loading'));
  const loadError = PtcTransferContext.useSelector((s) =>
    s.matches('loadFailed') ? s.context.loadError : null,
  );
  const insufficient = PtcTransferContext.useSelector((s) => s.matches('insufficient'));
  const wizard = PtcTransferContext.useSelector((s) => s.hasTag('wizard'));
  const result = PtcTransferContext.useSelector((s) => s.matches('result'));
  return (
    <Container size="md" py="lg">
      <title>{pageTitle('Transfer PT Credit')}</title>
      <Stack>
        <Title order={1}>Transfer PT Credit</Title>
        {loading && <Loader role="status" aria-label="Loading your PTC" />}
        {loadError !== null && (
          <Alert color="red" styles={READABLE_TITLE} role="alert" title="Could not load your PTC">
            <Stack gap="xs" align="flex-start">
              <Text>Something went wrong: {loadError}</Text>
              <Button size="xs" onClick={() => actor.send({ type: 'summary.retry' })}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {insufficient && (
          <Alert color="orange" styles={READABLE_TITLE} role="alert" title="Insufficient PTC">
            You don't have sufficient PTC to initiate a PTC transfer
          </Alert>
        )}
        {wizard && <Wizard />}
        {result && <Result />}
      </Stack>
    </Container>
  );
}
