import { Alert, Button, Group, Text } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { calendarSubscriptionMachine } from '../../../../machines/calendar-subscription';

export const CalendarSubscriptionContext = createActorContext(calendarSubscriptionMachine);

/** The private feed behind buttons (never the raw address on the page, which is long and private). */
export function CalendarSubscription() {
  const actor = CalendarSubscriptionContext.useActorRef();
  const subscription = CalendarSubscriptionContext.useSelector((s) => s.context.subscription);
  const error = CalendarSubscriptionContext.useSelector((s) => s.context.error);
  const copied = CalendarSubscriptionContext.useSelector((s) => s.matches({ ready: 'copied' }));
  const rotating = CalendarSubscriptionContext.useSelector((s) => s.matches('rotating'));
  if (!subscription) return null;
  return (
    <div data-testid="calendar-subscription">
      <Text fz="sm" mt="xs">
        Your saved games in your own calendar, kept up to date:
      </Text>
      <Group gap="xs" mt={4}>
        <Button component="a" href={subscription.webcalUrl} size="compact-sm" variant="light">
          Add to calendar
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => actor.send({ type: 'calendar.copy' })}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          loading={rotating}
          onClick={() => actor.send({ type: 'calendar.rotate' })}
          title="Stop the current link working and make a new one, if you shared it by mistake"
        >
          New private link
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      )}
    </div>
  );
}
