import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to load (for example a chunk lost to a deploy): a reload fixes it. */
export function ErrorPage() {
  return (
    <Center py={80} px="md">
      <Stack align="center" ta="center" maw={420}>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be loaded. Check your connection and try again.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
