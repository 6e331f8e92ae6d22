import '@mantine/core/styles/Slider.css';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { cardAmountOf, cardFormIsHosted, maxPtcOf, redeemMachine } from '../../../../machines/redeem';
import { type CardFields, cardErrors } from '../../../shared/card-rules';
import { formatAudCents, formatDollars } from '../../../shared/money';
import { formatPtc } from '../../../shared/ptc-rules';
import { pageTitle } from '../../../shared/site';
import { formatRedeemDate, SURCHARGE_PERCENT, surchargeCentsFor } from '../../../shared/ticket-rules';
import { StepHeading } from '../../components/StepHeading';
import { RedeemSteps } from './RedeemSteps';
import { SECUREPAY_CONTAINER_ID } from './securepay-card-form';

export const RedeemContext = createActorContext(redeemMachine);

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

function EventInfo() {
  const event = RedeemContext.useSelector((s) => s.context.event);
  if (!event) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="event-info-heading">
      <Title order={2} size="h3" id="event-info-heading" mb="sm">
        Event Info
      </Title>
      <Stack gap="xs">
        <Text fw={700} data-testid="event-title">
          {event.title}
        </Text>
        <Text>{event.description}</Text>
        <Text>
          <strong>Date Time:</strong>{' '}
          <span data-testid="event-date">{`${formatRedeemDate(event.dateTime)} ${event.startTime}`}</span>
        </Text>
        <Text>
          <strong>Venue:</strong> <span data-testid="event-venue">{event.venueAddress}</span>
        </Text>
        <Text>
          <strong>Buy In:</strong> <span data-testid="event-buy-in">{formatDollars(event.buyInAmount)}</span>
        </Text>
      </Stack>
    </Paper>
  );
}

function PtcSlider() {
  const actor = RedeemContext.useActorRef();
  const max = RedeemContext.useSelector((s) => maxPtcOf(s.context));
  const pending = RedeemContext.useSelector((s) => s.context.pendingPtc);
  const paying = RedeemContext.useSelector((s) => s.hasTag('paying'));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id="ptc-slider-heading">
        Select the amount of PTC to use
      </Title>
      <Text size="sm">
        Use the slider to select how many PTC you would like to use for payment. To pay with your credit card
        only, set the slider to 0.
      </Text>
      <Slider
        aria-labelledby="ptc-slider-heading"
        thumbLabel="PTC to use"
        min={0}
        max={max}
        step={1}
        value={pending}
        disabled={paying}
        onChange={(value) => actor.send({ type: 'ptc.change', amount: value })}
        label={(value) => formatPtc(value)}
      />
      <Text size="sm">
        PTC to use: <strong data-testid="ptc-to-use">{formatPtc(pending)}</strong> (up to {formatPtc(max)})
      </Text>
    </Stack>
  );
}

const CARD_LABELS: Record<keyof CardFields, string> = {
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
};

/** SecurePay's script draws its card fields here (in its own frame); it says itself what is wrong. */
function HostedCardFields() {
  const cardError = RedeemContext.useSelector((s) => s.context.cardError);
  return (
    <>
      {cardError && (
        <Alert color="red" title="Card form unavailable" styles={READABLE_TITLE} role="alert">
          {cardError}
        </Alert>
      )}
      <div id={SECUREPAY_CONTAINER_ID} data-testid="securepay-card-form" />
    </>
  );
}

/** The card part; SecurePay's form stays mounted (hidden) while PTC pay it all, so its fields keep. */
function CardForm({ hidden }: { hidden: boolean }) {
  const actor = RedeemContext.useActorRef();
  const hosted = RedeemContext.useSelector((s) => cardFormIsHosted(s.context));
  const card = RedeemContext.useSelector((s) => s.context.card);
  const now = RedeemContext.useSelector((s) => s.context.now);
  const cardError = RedeemContext.useSelector((s) => s.context.cardError);
  const cardAmount = RedeemContext.useSelector((s) => cardAmountOf(s.context));
  const paying = RedeemContext.useSelector((s) => s.hasTag('paying'));
  const adjusting = RedeemContext.useSelector((s) => s.hasTag('adjusting'));
  const canPay = RedeemContext.useSelector((s) => s.can({ type: 'pay' }));
  const errors = cardErrors(card, new Date(now));
  const field = (key: keyof CardFields, extra: Partial<Parameters<typeof TextInput>[0]>) => (
    <TextInput
      label={CARD_LABELS[key]}
      value={card[key]}
      error={errors[key]}
      disabled={paying}
      onChange={(e) => actor.send({ type: 'card.change', card: { ...card, [key]: e.currentTarget.value } })}
      {...extra}
    />
  );
  const cardCents = cardAmount * 100;
  const surcharge = surchargeCentsFor(cardCents);
  return (
    <form
      aria-label="Card payment"
      hidden={hidden}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'pay' });
      }}
    >
      <Stack gap="sm">
        <Text>
          Card amount: <strong data-testid="card-amount">{formatDollars(cardAmount)} AUD</strong>
        </Text>
        <Text size="sm">{SURCHARGE_PERCENT}% Surcharge will be applied</Text>
        <Text size="sm" data-testid="card-total">
          To be charged to your card: {formatAudCents(cardCents + surcharge)} (surcharge{' '}
          {formatAudCents(surcharge)})
        </Text>
        <Text size="sm">Visa and Mastercard accepted.</Text>
        {hosted ? (
          <HostedCardFields />
        ) : (
          <>
            {cardError && (
              <Alert color="red" title="Card not accepted" styles={READABLE_TITLE} role="alert">
                {cardError}
              </Alert>
            )}
            {field('name', { autoComplete: 'cc-name' })}
            {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
            <Group grow align="flex-start">
              {field('expiry', {
                autoComplete: 'cc-exp',
                placeholder: 'MM/YY',
                inputMode: 'numeric',
                maxLength: 7,
              })}
              {field('cvv', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
            </Group>
          </>
        )}
        <Group>
          <Button type="submit" disabled={!canPay || adjusting} loading={paying}>
            Pay Now
          </Button>
          <Button variant="default" disabled={paying} onClick={() => actor.send({ type: 'reset' })}>
            Reset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PaymentPanel() {
  const actor = RedeemContext.useActorRef();
  const event = RedeemContext.useSelector((s) => s.context.event);
  const balance = RedeemContext.useSelector((s) => s.context.member?.ptc ?? 0);
  const ptcAmount = RedeemContext.useSelector((s) => s.context.ptcAmount);
  const max = RedeemContext.useSelector((s) => maxPtcOf(s.context));
  const cardAmount = RedeemContext.useSelector((s) => cardAmountOf(s.context));
  const paying = RedeemContext.useSelector((s) => s.hasTag('paying'));
  const adjusting = RedeemContext.useSelector((s) => s.hasTag('adjusting'));
  const canPay = RedeemContext.useSelector((s) => s.can({ type: 'pay' }));
  const hosted = RedeemContext.useSelector((s) => cardFormIsHosted(s.context));
  if (!event) return null;
  const both = event.ptcRedeemable && event.creditCardRedeemable;
  const total = both
    ? `${formatPtc(ptcAmount)} + ${formatDollars(cardAmount)} AUD`
    : event.ptcRedeemable
      ? formatPtc(event.buyInAmount)
      : `${formatDollars(event.buyInAmount)} AUD`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="total-heading">
      <Stack>
        <div>
          <Title order={2} size="h3" id="total-heading">
            Total Amount
          </Title>
          <Text size="xl" fw={700} data-testid="total-amount">
            {total}
          </Text>
          {event.ptcRedeemable && <Text size="sm">Your PTC balance: {formatPtc(balance)}</Text>}
        </div>
        {event.ptcRedeemable && balance > 0 && <PtcSlider />}
        {event.buyInAmount > max && !event.creditCardRedeemable && (
          <Alert color="orange" role="alert" data-testid="insufficient-ptc">
            Please note! You don't have sufficient PTC to redeem this event.
          </Alert>
        )}
        {event.creditCardRedeemable && (cardAmount > 0 || hosted) && <CardForm hidden={cardAmount === 0} />}
        {cardAmount === 0 && (
          <Group>
            <Button
              disabled={!canPay || adjusting}
              loading={paying}
              onClick={() => actor.send({ type: 'pay' })}
            >
              Pay with PTC
            </Button>
            <Button variant="default" disabled={paying} onClick={() => actor.send({ type: 'reset' })}>
              Reset
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The redeem page; `onBack` returns to where the member came from (the event page when unknown). */
export function RedeemPage({ onBack }: { onBack: () => void }) {
  const actor = RedeemContext.useActorRef();
  const busy = RedeemContext.useSelector((s) => s.hasTag('busy'));
  const redirecting = RedeemContext.useSelector((s) => s.matches('redirecting'));
  const loadFailed = RedeemContext.useSelector((s) => s.matches('loadFailed'));
  const notEligible = RedeemContext.useSelector((s) => s.matches('notEligible'));
  const ready = RedeemContext.useSelector((s) => s.matches('ready'));
  const success = RedeemContext.useSelector((s) => s.matches('success'));
  const error = RedeemContext.useSelector((s) => s.context.error);
  return (
    <Container size="lg" py="xl">
      <title>{pageTitle('Redeem Event Ticket')}</title>
      <Group justify="space-between" mb="md">
        <StepHeading order={1}>Redeem Event Ticket</StepHeading>
        <Button variant="subtle" onClick={onBack}>
          Back
        </Button>
      </Group>
      <RedeemSteps active={success ? 2 : 1} />
      {(busy || redirecting || success) && (
        <Group justify="center" py="xl">
          <Loader
            role="status"
            aria-label={
              success
                ? 'Taking you to your ticket'
                : redirecting
                  ? 'Taking you to mobile verification'
                  : 'Loading the event'
            }
          />
        </Group>
      )}
      {loadFailed && (
        <Alert color="red" role="alert" title="Something went wrong" styles={READABLE_TITLE}>
          <Stack gap="xs" align="flex-start">
            <Text>{error}</Text>
            <Button size="xs" onClick={() => actor.send({ type: 'load.retry' })}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {notEligible && (
        <Stack align="flex-start">
          <Text data-testid="not-eligible">
            The event is not eligible either for PTC redeeming or purchased by Credit Card.
          </Text>
          <Button component={Link} to="/">
            Back to Home
          </Button>
        </Stack>
      )}
      {ready && (
        <Stack>
          {error && (
            <Alert
              color="red"
              role="alert"
              title="Payment failed"
              styles={READABLE_TITLE}
              data-testid="redeem-error"
            >
              {error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <EventInfo />
            <PaymentPanel />
          </SimpleGrid>
        </Stack>
      )}
    </Container>
  );
}
