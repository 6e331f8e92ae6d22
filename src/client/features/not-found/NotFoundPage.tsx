import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pageTitle } from '../../../shared/site';

export function Component() {
  return (
    <Center py={80} px="md">
      <title>{pageTitle('Page not found')}</title>
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={64} fw={900} c="red.7" lh={1}>
          404
        </Text>
        <Title order={1}>You've been dealt a poor hand!</Title>
        <Text c="dimmed">The page you were looking for has folded. It may have moved, or never existed.</Text>
        <Button component={Link} to="/" size="md">
          Go back to homepage
        </Button>
      </Stack>
    </Center>
  );
}
