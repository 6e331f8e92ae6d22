import { Container, Title } from '@mantine/core';
import { pageTitle } from '../../shared/site';

/** A route of the route table whose screen a later issue builds: it exists, titled, and nothing more. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <title>{pageTitle(title)}</title>
      <Title order={1}>{title}</Title>
    </Container>
  );
}
