import { Alert, Button, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { ptcSummaryMachine } from '../../../../machines/ptc-summary';
import type { PtcTransaction } from '../../../shared/contract/ptc';
import { formatMemberDate, formatPtc } from '../../../shared/ptc-rules';
import { pageTitle } from '../../../shared/site';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { ProfileTabs } from './ProfileTabs';

export const PtcSummaryContext = createActorContext(ptcSummaryMachine);

/** Alert titles in the text colour: the coloured ones fail contrast on the light background. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

const TRANSACTION_COLUMNS: DataColumn<PtcTransaction>[] = [
  { key: 'date', header: 'Date', cell: (t) => formatMemberDate(t.transactionDate) },
  { key: 'description', header: 'Description', lead: true, cell: (t) => t.description },
  { key: 'credit', header: 'Credit', numeric: true, cell: (t) => formatPtc(t.totalCredit) },
  {
    key: 'expired',
    header: 'Expired',
    cell: (t) =>
      t.expired ? (
        <Text span fz="inherit" c="red.8" fw={600}>
          Expired {formatPtc(t.expiredPTC)}
        </Text>
      ) : (
        'No'
      ),
  },
  {
    key: 'expiry',
    header: 'Expiry date',
    cell: (t) => (t.expiryDate ? formatMemberDate(t.expiryDate) : '-'),
  },
];

function Summary() {
  const summary = PtcSummaryContext.useSelector((s) => s.context.summary);
  if (!summary) return null;
  const soon = summary.expiringSoon;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Current balance" value={formatPtc(summary.currentBalance)} testId="ptc-balance" />
        <Figure
          label="Available to transfer"
          value={formatPtc(summary.totalAvailableTransfer)}
          testId="ptc-available"
        />
        <Figure label="Used" value={formatPtc(summary.totalUsedValue)} testId="ptc-used" />
        <Figure label="Expired" value={formatPtc(summary.totalExpiredValue)} testId="ptc-expired" />
      </SimpleGrid>
      {soon.amount > 0 && soon.firstExpiryDate && (
        <Alert color="orange" styles={READABLE_TITLE} title="Expiring soon" data-testid="ptc-expiring">
          {formatPtc(soon.amount)} expire in the next 30 days, the first on{' '}
          {formatMemberDate(soon.firstExpiryDate)}.
        </Alert>
      )}
      {summary.totalAvailableTransfer > 0 && (
        <Button component={Link} to="/profile/ptcTransfer" w="fit-content">
          Transfer PTC
        </Button>
      )}
      <Title order={2} size="h3">
        Transactions
      </Title>
      {summary.transactions.length === 0 ? (
        <Text>No PTC transactions yet.</Text>
      ) : (
        <DataTable
          rows={summary.transactions}
          columns={TRANSACTION_COLUMNS}
          rowKey={(t) => t.guid}
          label="PTC transactions"
          striped
        />
      )}
    </Stack>
  );
}

/** /profile/ptc: the member's PTC Summary and transactions. */
export function PtcSummaryPage() {
  const actor = PtcSummaryContext.useActorRef();
  const loading = PtcSummaryContext.useSelector((s) => s.matches('loading'));
  const error = PtcSummaryContext.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  return (
    <Container size="lg" py="lg">
      <title>{pageTitle('PTC Summary')}</title>
      <Stack>
        <ProfileTabs active="ptc" own />
        <Title order={1}>PTC Summary</Title>
        {loading && <Loader role="status" aria-label="Loading your PTC" />}
        {error !== null && (
          <Alert color="red" styles={READABLE_TITLE} role="alert" title="Could not load your PTC">
            <Stack gap="xs" align="flex-start">
              <Text>Something went wrong: {error}</Text>
              <Button size="xs" onClick={() => actor.send({ type: 'summary.retry' })}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        <Summary />
      </Stack>
    </Container>
  );
}
