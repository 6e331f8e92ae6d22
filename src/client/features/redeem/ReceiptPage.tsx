import '@mantine/core/styles/Table.css';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { purchaseReceiptMachine } from '../../../../machines/purchase-receipt';
import type { PurchaseReceipt } from '../../../shared/contract/tickets';
import { formatAudCents, formatDollars } from '../../../shared/money';
import { formatMemberDate, formatPtc } from '../../../shared/ptc-rules';
import { pageTitle } from '../../../shared/site';
import { formatRedeemDate, SURCHARGE_PERCENT } from '../../../shared/ticket-rules';
import { StepHeading } from '../../components/StepHeading';
import { RedeemSteps } from './RedeemSteps';

export const PurchaseReceiptContext = createActorContext(purchaseReceiptMachine);

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** The receipt's lines, as the purchase recorded them. */
export function receiptLines(receipt: PurchaseReceipt): [string, string][] {
  const { event } = receipt;
  return [
    ['Order', receipt.orderId],
    ['Event', event.title],
    ['Date Time', `${formatRedeemDate(event.dateTime)} ${event.startTime}`],
    ['Venue', event.venueName],
    ['Purchased', formatMemberDate(receipt.purchasedAt)],
    ['Buy In', formatDollars(receipt.buyInAmount)],
    ['PTC used', formatPtc(receipt.ptcAmount)],
    ['Card amount', formatAudCents(receipt.cardAmountCents)],
    [`Surcharge (${SURCHARGE_PERCENT}%)`, formatAudCents(receipt.surchargeCents)],
    ['Charged to your card', formatAudCents(receipt.chargedCents)],
  ];
}

function Receipt({ receipt }: { receipt: PurchaseReceipt }) {
  return (
    <Stack data-testid="redeem-success">
      <StepHeading order={2}>Success! Your code is {receipt.redeemCode}</StepHeading>
      <Text>
        Your ticket to {receipt.event.title} is confirmed. An SMS with the code will arrive shortly.
      </Text>
      <Text>
        At the venue, enter the code at the self-registration terminal to get your table number receipt, or
        give it to a member of the registration team.
      </Text>
      <Paper withBorder p="md" component="section" aria-labelledby="receipt-heading">
        <Title order={3} size="h4" id="receipt-heading" mb="sm">
          Receipt
        </Title>
        <Table variant="vertical" layout="fixed" data-testid="receipt">
          <Table.Tbody>
            {receiptLines(receipt).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="45%" scope="row">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group>
        <Button component={Link} to="/profile">
          My tickets
        </Button>
        <Button component={Link} to="/profile/ticketChange" variant="default">
          Voucher History
        </Button>
        <Button component={Link} to="/" variant="default">
          Home
        </Button>
      </Group>
    </Stack>
  );
}

/** /redeem/receipt/{purchaseGuid}: the finished purchase, its code and its receipt (step Receive). */
export function ReceiptPage() {
  const actor = PurchaseReceiptContext.useActorRef();
  const busy = PurchaseReceiptContext.useSelector((s) => s.hasTag('busy'));
  const receipt = PurchaseReceiptContext.useSelector((s) => (s.matches('shown') ? s.context.receipt : null));
  const missing = PurchaseReceiptContext.useSelector((s) => s.matches('missing'));
  const error = PurchaseReceiptContext.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  return (
    <Container size="sm" py="xl">
      <title>{pageTitle('Your Ticket')}</title>
      <Title order={1} mb="md">
        Redeem Event Ticket
      </Title>
      <RedeemSteps active={2} />
      {busy && (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Loading your ticket" />
        </Group>
      )}
      {receipt && <Receipt receipt={receipt} />}
      {missing && (
        <Stack align="flex-start">
          <StepHeading order={2}>Purchase not found</StepHeading>
          <Text>This address is not one of your purchases. Your tickets are on your profile.</Text>
          <Button component={Link} to="/profile">
            My tickets
          </Button>
        </Stack>
      )}
      {error !== null && (
        <Alert color="red" role="alert" title="Something went wrong" styles={READABLE_TITLE}>
          <Stack gap="xs" align="flex-start">
            <Text>{error}</Text>
            <Button size="xs" onClick={() => actor.send({ type: 'receipt.retry' })}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
    </Container>
  );
}
