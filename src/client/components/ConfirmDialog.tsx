import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A modal question with a confirm and a keep button, drawn over the page. Not Mantine's Modal: its portal and
 * focus trap would join the pieces every page's first load carries once one more route used them; here the
 * keep button takes the focus, Escape keeps, and the backdrop covers the page.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  keepLabel,
  onConfirm,
  onKeep,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const titleId = useId();
  if (!opened) return null;
  return (
    <Box
      pos="fixed"
      inset={0}
      p="md"
      bg="rgba(0, 0, 0, 0.45)"
      display="flex"
      style={{ zIndex: 300, alignItems: 'center', justifyContent: 'center' }}
    >
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        shadow="md"
        radius="md"
        p="lg"
        w="100%"
        maw={440}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onKeep();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text component="div">{children}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" autoFocus onClick={onKeep}>
              {keepLabel}
            </Button>
            <Button color="red" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
