import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form of the weekly games page in its card: its heading, the server's message when the call failed, the
 * fields, and the submit and Close buttons.
 */
export function FormCard({
  id,
  title,
  failedTitle,
  error,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  id: string;
  title: string;
  /** The alert's title when the call failed: 'Not saved', 'Not moved'. */
  failedTitle: string;
  error: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <form
        aria-labelledby={id}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {error ? (
            <Alert color="red" role="alert" title={failedTitle}>
              {error}
            </Alert>
          ) : null}
          {children}
          <Group wrap="wrap">
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
            <Button variant="default" disabled={busy} onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
