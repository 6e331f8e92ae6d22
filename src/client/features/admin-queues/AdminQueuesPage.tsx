import '@mantine/core/styles/List.css';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { adminQueuesMachine } from '../../../../machines/admin-queues';
import type { PendingAvatar } from '../../../shared/contract/account-settings';
import type { DeleteRequest, RefundablePurchase } from '../../../shared/contract/staff-queues';
import type { PendingChange } from '../../../shared/contract/tickets';
import { dateFormat } from '../../../shared/intl';
import { pageTitle } from '../../../shared/site';

export const AdminQueuesContext = createActorContext(adminQueuesMachine);

/** The league office's dates and times are Melbourne's. */
const WHEN = dateFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Australia/Melbourne',
});
export const formatQueueDate = (iso: string) => WHEN.format(new Date(iso));

const REQUEST_TYPE: Record<number, string> = { 1: 'Swap', 2: 'Transfer' };
const STATUS_BADGE: Record<DeleteRequest['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  verified: { label: 'Verified', color: 'blue' },
  erased: { label: 'Erased', color: 'gray' },
};

/** An item's buttons wait while a call is out and while another item's form is open. */
function useActionsLocked() {
  return AdminQueuesContext.useSelector((s) => s.hasTag('busy') || !s.matches({ ready: 'idle' }));
}

function AvatarItem({ avatar }: { avatar: PendingAvatar }) {
  const actor = AdminQueuesContext.useActorRef();
  const locked = useActionsLocked();
  return (
    <Card withBorder component="li" padding="sm">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={avatar.url} alt={`Avatar uploaded by ${avatar.name}`} size={72} radius="md" />
        <Stack gap={4} miw={0}>
          <Text fw={600}>{avatar.name}</Text>
          <Text size="sm">Member {avatar.membershipId}</Text>
          <Text size="sm" c="dimmed">
            Uploaded {formatQueueDate(avatar.createdAt)}
          </Text>
          <Group gap="xs">
            <Button
              size="compact-md"
              disabled={locked}
              aria-label={`Approve the avatar of ${avatar.name}`}
              onClick={() => actor.send({ type: 'avatar.approve', id: avatar.id })}
            >
              Approve
            </Button>
            <Button
              size="compact-md"
              color="red"
              variant="outline"
              disabled={locked}
              aria-label={`Reject the avatar of ${avatar.name}`}
              onClick={() => actor.send({ type: 'avatar.reject', id: avatar.id })}
            >
              Reject
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** A reason asked for before a refusal or a refund: the draft and its error are the machine's. */
function ReasonForm({
  name,
  label,
  action,
  events,
}: {
  /** The form's accessible name. */
  name: string;
  label: string;
  action: string;
  events: { submit: 'reject.submit' | 'refund.submit'; cancel: 'reject.cancel' | 'refund.cancel' };
}) {
  const actor = AdminQueuesContext.useActorRef();
  const reason = AdminQueuesContext.useSelector((s) => s.context.reason);
  const error = AdminQueuesContext.useSelector((s) => s.context.reasonError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: events.submit });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Stack gap="xs">
        <Textarea
          label={label}
          value={reason}
          onChange={(e) => actor.send({ type: 'reason.change', value: e.currentTarget.value })}
          error={error}
          maxLength={300}
          rows={2}
          required
        />
        <Group gap="xs">
          <Button type="submit" color="red" size="compact-md">
            {action}
          </Button>
          <Button variant="default" size="compact-md" onClick={() => actor.send({ type: events.cancel })}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TransferItem({ transfer }: { transfer: PendingChange }) {
  const actor = AdminQueuesContext.useActorRef();
  const locked = useActionsLocked();
  const rejectingThis = AdminQueuesContext.useSelector(
    (s) => s.matches({ ready: 'rejecting' }) && s.context.rejecting === transfer.id,
  );
  const to = transfer.requestPlayer ?? 'another member';
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap={4}>
        <Text fw={600}>
          {REQUEST_TYPE[transfer.requestType] ?? 'Change'}: {transfer.member} to {to}
        </Text>
        <Text size="sm">Ticket: {transfer.currentEvent ?? 'a voucher without an event'}</Text>
        {transfer.requestEvent && <Text size="sm">Requested event: {transfer.requestEvent}</Text>}
        <Text size="sm" c="dimmed">
          Asked {formatQueueDate(transfer.requestDate)}
        </Text>
        {rejectingThis ? (
          <ReasonForm
            name={`Reject the transfer from ${transfer.member}`}
            label="Reason the member will see"
            action="Reject transfer"
            events={{ submit: 'reject.submit', cancel: 'reject.cancel' }}
          />
        ) : (
          <Group gap="xs">
            <Button
              size="compact-md"
              disabled={locked}
              aria-label={`Approve the transfer from ${transfer.member} to ${to}`}
              onClick={() => actor.send({ type: 'transfer.approve', id: transfer.id })}
            >
              Approve
            </Button>
            <Button
              size="compact-md"
              color="red"
              variant="outline"
              disabled={locked}
              aria-label={`Reject the transfer from ${transfer.member} to ${to}`}
              onClick={() => actor.send({ type: 'transfer.reject', id: transfer.id })}
            >
              Reject…
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function DeletionItem({ request }: { request: DeleteRequest }) {
  const actor = AdminQueuesContext.useActorRef();
  const locked = useActionsLocked();
  const confirming = AdminQueuesContext.useSelector(
    (s) => s.matches({ ready: 'confirmingErase' }) && s.context.erasing === request.id,
  );
  const badge = STATUS_BADGE[request.status];
  const account = request.account;
  const asked = `${request.firstName} ${request.lastName}`;
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{request.status === 'erased' ? (account?.name ?? asked) : asked}</Text>
          <Badge color={badge.color}>{badge.label}</Badge>
        </Group>
        {request.status !== 'erased' && (
          <>
            <Text size="sm">
              Asked {formatQueueDate(request.createdAt)} from {request.email}
              {request.mobile ? `, ${request.mobile}` : ''}
              {request.cardNumber ? `, card ${request.cardNumber}` : ''}
            </Text>
            <Text size="sm">Reason: {request.reason}</Text>
            {account ? (
              <Text size="sm" data-testid={`deletion-account-${request.id}`}>
                Account: {account.name}, member {account.membershipId}
                {account.email ? `, ${account.email}` : ''}
                {account.mobile ? `, ${account.mobile}` : ''}
                {account.dateOfBirth ? `, born ${account.dateOfBirth}` : ''}
                {account.suburb ? `, ${account.suburb}` : ''}
              </Text>
            ) : (
              <Text size="sm" c="red">
                No account has this e-mail.
              </Text>
            )}
          </>
        )}
        {request.status === 'pending' && account && (
          <Group gap="xs">
            <Button
              size="compact-md"
              disabled={locked}
              aria-label={`Verify the request of ${asked}`}
              onClick={() =>
                actor.send({ type: 'deletion.verify', id: request.id, memberId: account.memberId })
              }
            >
              Verify
            </Button>
          </Group>
        )}
        {request.status === 'verified' &&
          account &&
          (confirming ? (
            <Card withBorder padding="sm" role="group" aria-label={`Erase ${account.name}?`} bg="red.0">
              <Stack gap="xs">
                <Text fw={600}>Erase {account.name}?</Text>
                <Text size="sm">
                  Their name, e-mail, mobile, address, date of birth, avatar, password and sessions are erased
                  for good. Their results, standings, tickets and PTC stay under a pseudonym.
                </Text>
                <Group gap="xs">
                  <Button color="red" size="compact-md" onClick={() => actor.send({ type: 'erase.confirm' })}>
                    Erase personal data
                  </Button>
                  <Button
                    variant="default"
                    size="compact-md"
                    onClick={() => actor.send({ type: 'erase.cancel' })}
                  >
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </Card>
          ) : (
            <Group gap="xs">
              <Button
                size="compact-md"
                color="red"
                disabled={locked}
                aria-label={`Erase the account of ${account.name}`}
                onClick={() => actor.send({ type: 'deletion.erase', id: request.id })}
              >
                Erase…
              </Button>
            </Group>
          ))}
      </Stack>
    </Card>
  );
}

const PURCHASE_BADGE: Record<RefundablePurchase['status'], { label: string; color: string }> = {
  issued: { label: 'Issued', color: 'green' },
  refunding: { label: 'Refunding', color: 'yellow' },
  refunded: { label: 'Refunded', color: 'gray' },
};
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function PurchaseItem({ purchase }: { purchase: RefundablePurchase }) {
  const actor = AdminQueuesContext.useActorRef();
  const locked = useActionsLocked();
  const refundingThis = AdminQueuesContext.useSelector(
    (s) => s.matches({ ready: 'refundingPurchase' }) && s.context.refunding === purchase.id,
  );
  const badge = PURCHASE_BADGE[purchase.status];
  const card = purchase.cardAmountCents + purchase.surchargeCents;
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>
            {purchase.orderId}: {purchase.event}
          </Text>
          <Badge color={badge.color}>{badge.label}</Badge>
        </Group>
        <Text size="sm">
          {purchase.member}, member {purchase.membershipId}; bought {formatQueueDate(purchase.createdAt)}
        </Text>
        <Text size="sm">
          Paid {purchase.ptcAmount} PTC and {dollars(card)} by card
          {purchase.ticketUsed ? '; the ticket has been used' : ''}
        </Text>
        {refundingThis ? (
          <ReasonForm
            name={`Refund ${purchase.orderId}`}
            label="Reason for the refund"
            action="Refund purchase"
            events={{ submit: 'refund.submit', cancel: 'refund.cancel' }}
          />
        ) : (
          purchase.status === 'issued' &&
          !purchase.ticketUsed && (
            <Group gap="xs">
              <Button
                size="compact-md"
                color="red"
                variant="outline"
                disabled={locked}
                aria-label={`Refund ${purchase.orderId}`}
                onClick={() => actor.send({ type: 'refund.start', id: purchase.id })}
              >
                Refund…
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}

function PurchaseSearch() {
  const actor = AdminQueuesContext.useActorRef();
  const draft = AdminQueuesContext.useSelector((s) => s.context.searchDraft);
  const idle = AdminQueuesContext.useSelector((s) => s.matches({ ready: 'idle' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'search.submit' });
  };
  return (
    <form onSubmit={submit} aria-label="Find ticket purchases">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Order number, membership number or e-mail"
          value={draft}
          onChange={(e) => actor.send({ type: 'search.change', value: e.currentTarget.value })}
          flex="1 1 220px"
          maxLength={254}
          disabled={!idle}
        />
        <Button type="submit" variant="default" disabled={!idle}>
          Search
        </Button>
      </Group>
    </form>
  );
}

function Queue<T>({
  title,
  empty,
  items,
  render,
  before,
}: {
  title: string;
  empty: string;
  items: T[];
  render: (item: T) => ReactNode;
  /** Shown under the heading, before the items (a search). */
  before?: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title} ({items.length})
      </Title>
      {before}
      {items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <List listStyleType="none" spacing="xs" styles={{ itemWrapper: { width: '100%' } }}>
          {items.map(render)}
        </List>
      )}
    </Stack>
  );
}

function Queues() {
  const queues = AdminQueuesContext.useSelector((s) => s.context.queues);
  if (!queues) return null;
  const open = queues.deletions.filter((d) => d.status !== 'erased');
  const erased = queues.deletions.filter((d) => d.status === 'erased');
  return (
    <Stack gap="lg">
      <Queue
        title="Avatars waiting"
        empty="No avatars are waiting."
        items={queues.avatars}
        render={(avatar) => <AvatarItem key={avatar.id} avatar={avatar} />}
      />
      <Queue
        title="Transfers waiting"
        empty="No transfers are waiting."
        items={queues.transfers}
        render={(transfer) => <TransferItem key={transfer.id} transfer={transfer} />}
      />
      <Queue
        title="Account deletion requests"
        empty="No deletion requests are waiting."
        items={open}
        render={(request) => <DeletionItem key={request.id} request={request} />}
      />
      {erased.length > 0 && (
        <Queue
          title="Erased recently"
          empty=""
          items={erased}
          render={(request) => <DeletionItem key={request.id} request={request} />}
        />
      )}
      <Queue
        title="Ticket purchases"
        empty="No ticket purchases match."
        items={queues.purchases}
        render={(purchase) => <PurchaseItem key={purchase.id} purchase={purchase} />}
        before={<PurchaseSearch />}
      />
    </Stack>
  );
}

/** /admin/queues: what the league admins answer, in three queues. */
export function AdminQueuesPage() {
  const actor = AdminQueuesContext.useActorRef();
  const loading = AdminQueuesContext.useSelector((s) => s.matches('loading'));
  const hasQueues = AdminQueuesContext.useSelector((s) => s.context.queues !== null);
  const loadError = AdminQueuesContext.useSelector((s) => s.context.loadError);
  const notice = AdminQueuesContext.useSelector((s) => s.context.notice);
  const actionError = AdminQueuesContext.useSelector((s) => s.context.actionError);
  return (
    <Stack gap="md" aria-busy={loading}>
      <title>{pageTitle('Staff queues')}</title>
      <Title order={1}>Staff queues</Title>
      <div role="status">
        {notice && (
          <Text c="green.9" fw={600}>
            {notice}
          </Text>
        )}
        {loading && !hasQueues && <Text>Loading the queues…</Text>}
      </div>
      {actionError && (
        <Alert color="red" title="Not done" role="alert">
          {actionError}
        </Alert>
      )}
      {loadError ? (
        <Alert color="red" title="The queues could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{loadError}</Text>
            <Button size="compact-md" onClick={() => actor.send({ type: 'queues.retry' })}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Queues />
      )}
    </Stack>
  );
}
