import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Where the thing edited stands: its state (or that it is not saved yet), and a link to it once it is live. */
export function EditorStatusLine({
  status,
  testId,
  siteAddress,
  children,
}: {
  /** The saved state's label; null before the first save. */
  status: string | null;
  testId: string;
  /** Its address on the site while visitors see it. */
  siteAddress: string | null;
  /** What else there is to say of the state. */
  children?: ReactNode;
}) {
  if (status === null) return <Text size="sm">Not saved yet</Text>;
  return (
    <Group gap="xs">
      <Badge variant="light" c="dark" data-testid={testId}>
        {status}
      </Badge>
      {children}
      {siteAddress && (
        <Anchor component={Link} to={siteAddress} size="sm">
          View on the site
        </Anchor>
      )}
    </Group>
  );
}
