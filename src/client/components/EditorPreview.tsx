import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader';

/** An editor's preview: the page as visitors will see it (a loader until it comes), and the way back. */
export function EditorPreview({
  testId,
  onClose,
  children,
}: {
  testId: string;
  onClose: () => void;
  /** The preview as shown; null while it loads. */
  children: ReactNode | null;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Preview
        </Title>
        <Button variant="default" onClick={onClose}>
          Back to editing
        </Button>
      </Group>
      <Paper withBorder data-testid={testId}>
        {children ?? <PageLoader />}
      </Paper>
    </Stack>
  );
}
