import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type VoucherHistory, voucherHistoryMachine } from '../../../../machines/voucher-history';
import { compareCodeUnits } from '../../../shared/compare';
import { formatAudCents } from '../../../shared/money';
import { formatMemberDate, formatPtc } from '../../../shared/ptc-rules';
import { pageTitle } from '../../../shared/site';
import {
  HISTORY_KIND,
  REQUEST_STATUS_COLOR,
  REQUEST_STATUS_LABEL,
  REQUEST_TYPE_LABEL,
  VOUCHER_HISTORY_PAGE_SIZE,
  VOUCHER_SOURCE_LABEL,
} from '../../../shared/voucher-labels';
import { ProfileTabs } from './ProfileTabs';

export const VoucherHistoryContext = createActorContext(voucherHistoryMachine);

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

interface Item {
  key: string;
  kind: number;
  date: string;
  title: string;
  badge?: { label: string; color: string };
  lines: [string, string | null][];
  /** A bought ticket's receipt, at the purchase's own address. */
  receiptPath?: string;
}

/** The three histories as one list, newest first. */
export function historyItems(history: VoucherHistory): Item[] {
  const items: Item[] = [
    ...history.changes.map((c) => ({
      key: `change-${c.id}`,
      kind: HISTORY_KIND.change,
      date: c.requestDate,
      title: `${REQUEST_TYPE_LABEL[c.requestType] ?? 'Change'} request`,
      badge: {
        label: REQUEST_STATUS_LABEL[c.requestStatus] ?? String(c.requestStatus),
        color: REQUEST_STATUS_COLOR[c.requestStatus] ?? 'gray',
      },
      lines: [
        ['Current event', c.currentEvent],
        ['Requested event', c.requestEvent],
        ['Current player', c.currentPlayer],
        ['Requested player', c.requestPlayer],
        ['Responded', c.respondDate ? formatMemberDate(c.respondDate) : null],
        ['By', c.respondName],
        ['Reason', c.respondReason],
      ] as [string, string | null][],
    })),
    ...history.received.map((r) => ({
      key: `receive-${r.guid}`,
      kind: HISTORY_KIND.receive,
      date: r.createdDate,
      title: 'Voucher received',
      lines: [
        ['Type', VOUCHER_SOURCE_LABEL[r.voucherType] ?? String(r.voucherType)],
        ['Satellite event', r.satelliteEvent],
        ['Order', r.shopOrderId],
        ['Player', `${r.firstName} ${r.lastName}`],
        ...(r.receipt
          ? [
              ['Event', r.receipt.event.title],
              ['Code', r.receipt.redeemCode],
              ['PTC used', formatPtc(r.receipt.ptcAmount)],
              ['Charged to your card', formatAudCents(r.receipt.chargedCents)],
            ]
          : []),
      ] as [string, string | null][],
      ...(r.receipt ? { receiptPath: `/redeem/receipt/${r.receipt.purchaseGuid}` } : {}),
    })),
    ...history.consumed.map((c) => ({
      key: `consume-${c.guid}`,
      kind: HISTORY_KIND.consume,
      date: c.redeemedDate,
      title: 'Voucher consumed',
      lines: [
        ['Type', c.consumedType],
        ['Reason', c.revokedReason],
        ['By', c.redeemedBy],
      ] as [string, string | null][],
    })),
  ];
  return items.sort((a, b) => compareCodeUnits(b.date, a.date));
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <strong>{label}:</strong> {children}
    </Text>
  );
}

function Items() {
  const actor = VoucherHistoryContext.useActorRef();
  const history = VoucherHistoryContext.useSelector((s) => s.context.history);
  const page = VoucherHistoryContext.useSelector((s) => s.context.page);
  if (!history) return null;
  const items = historyItems(history);
  if (items.length === 0) return <Text>No Voucher</Text>;
  const pages = Math.ceil(items.length / VOUCHER_HISTORY_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * VOUCHER_HISTORY_PAGE_SIZE, current * VOUCHER_HISTORY_PAGE_SIZE);
  return (
    <Stack>
      <Stack gap="sm" data-testid="voucher-history">
        {shown.map((item) => (
          <Card key={item.key} withBorder data-kind={item.kind}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>{item.title}</Text>
              <Group gap="xs">
                {item.badge && (
                  <Badge color={item.badge.color} variant="light" c="dark.8" data-status={item.badge.label}>
                    {item.badge.label}
                  </Badge>
                )}
                <Text size="sm">{formatMemberDate(item.date)}</Text>
              </Group>
            </Group>
            {item.lines
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Field key={label} label={label}>
                  {value}
                </Field>
              ))}
            {item.receiptPath && (
              <Anchor component={Link} to={item.receiptPath} size="sm" w="fit-content">
                View receipt
              </Anchor>
            )}
          </Card>
        ))}
      </Stack>
      {pages > 1 && (
        <nav aria-label="Voucher history pages">
          <Pagination
            value={current}
            total={pages}
            onChange={(next) => actor.send({ type: 'page.select', page: next })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                previous: 'Previous page',
                next: 'Next page',
                last: 'Last page',
              }[control],
            })}
          />
        </nav>
      )}
    </Stack>
  );
}

/** /profile/ticketChange: Voucher History. */
export function VoucherHistoryPage() {
  const actor = VoucherHistoryContext.useActorRef();
  const loading = VoucherHistoryContext.useSelector((s) => s.matches('loading'));
  const error = VoucherHistoryContext.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  return (
    <Container size="lg" py="lg">
      <title>{pageTitle('Voucher History')}</title>
      <Stack>
        <ProfileTabs active="ticketChange" own />
        <Title order={1}>Voucher History</Title>
        {loading && <Loader role="status" aria-label="Loading your voucher history" />}
        {error !== null && (
          <Alert color="red" styles={READABLE_TITLE} role="alert" title="Could not load your voucher history">
            <Stack gap="xs" align="flex-start">
              <Text>Something went wrong: {error}</Text>
              <Button size="xs" onClick={() => actor.send({ type: 'history.retry' })}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        <Items />
      </Stack>
    </Container>
  );
}
