import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../shared/site';
import { StepHeading } from '../../components/StepHeading';

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** A "label: value" line of a swap or transfer, the value in bold under the test id the tests read. */
export function ChangeLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text>
      {label}: <strong data-testid={testId}>{value}</strong>
    </Text>
  );
}

/** A swap or transfer that did not go through: the spec's failure text and the server's message. */
export function ChangeFailure({ message }: { message: string }) {
  return (
    <Alert color="red" role="alert" title="Failed!" styles={READABLE_TITLE} data-testid="change-failure">
      <Text>Something went wrong. Please see the error details below.</Text>
      <Text fw={600}>{message}</Text>
    </Alert>
  );
}

/** The result screen of a swap or transfer (member spec, "Result screen"); the title is the caller's. */
export function ChangeSuccess({
  title,
  message,
  done,
  from,
  to,
}: {
  title: string;
  message: string;
  /** The spec's words for both variants: a swapped or transferred ticket is also 'your voucher'. */
  done: 'You have swapped your voucher:' | 'You have transferred your voucher:';
  from: string;
  to: string;
}) {
  return (
    <Stack data-testid="change-result">
      <StepHeading order={2}>{title}</StepHeading>
      <Text role="status">{message}</Text>
      <Text>{done}</Text>
      <ChangeLine label="From" value={from} testId="change-from" />
      <ChangeLine label="To" value={to} testId="change-to" />
      <Text>Please visit your Voucher History to view your full receipt.</Text>
      <Text size="sm">
        For assistance, contact our support team at{' '}
        <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
      </Text>
      <Group>
        <Button component={Link} to="/profile">
          My Dashboard
        </Button>
        <Button component={Link} to="/" variant="default">
          Home
        </Button>
      </Group>
    </Stack>
  );
}
