import { Alert, Button } from '@mantine/core';

// Mantine's red title fails the contrast check on the light red background.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** A load that failed: what could not be loaded, and a way to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} role="alert" styles={READABLE_TITLE}>
      <Button size="xs" variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
