import { Alert, Box, Text } from '@mantine/core';

/** An editor's last failure (a red alert) and its last notice (announced politely). */
export function EditorMessages({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {error}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {notice && (
          <Text c="green.9" fw={600}>
            {notice}
          </Text>
        )}
      </Box>
    </>
  );
}
