import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { sectionsFor } from '../../../shared/admin-sections';
import { pageTitle } from '../../../shared/site';
import { useMember } from '../../components/member';

/** The office's home: each section the member may use, with what it is for. */
export function Component() {
  const member = useMember();
  const sections = member ? sectionsFor(member.role) : [];
  return (
    <Stack gap="md">
      <title>{pageTitle('League office')}</title>
      <Title order={1}>League office</Title>
      {sections.map((section) => (
        <Box key={section.path}>
          <Anchor component={Link} to={`/admin/${section.path}`} fw={600}>
            {section.label}
          </Anchor>
          <Text size="sm" c="dimmed">
            {section.description}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
