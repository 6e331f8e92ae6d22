import '@mantine/core/styles/NavLink.css';
import { Alert, Anchor, Box, Container, Group, NavLink, Stack, Title } from '@mantine/core';
import { Outlet, NavLink as RouterNavLink } from 'react-router-dom';
import { sectionsFor } from '../../../shared/admin-sections';
import { pageTitle } from '../../../shared/site';
import { isStaff } from '../../../shared/staff-roles';
import { useMember } from '../../components/member';
import { PageLoader } from '../../components/PageLoader';

/**
 * The league office's frame: its menu (the sections the member's role may use) beside the open section. The
 * server checks the role of every call again; this only spares staff the sections they may not use.
 */
export function Component() {
  const member = useMember();
  if (member === null) return <PageLoader />;
  if (!isStaff(member.role)) {
    return (
      <Container size="sm" py="xl">
        <title>{pageTitle('League office')}</title>
        <Alert color="red" title="League staff only" role="alert">
          The league office is for the league's staff. Ask a league admin to give you a role.
        </Alert>
      </Container>
    );
  }
  const sections = sectionsFor(member.role);
  return (
    <Container size="xl" py="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box component="nav" aria-label="League office" w={{ base: '100%', sm: 220 }}>
          <Title order={2} size="h4" mb="xs">
            <Anchor component={RouterNavLink} to="/admin" end underline="never" c="inherit">
              League office
            </Anchor>
          </Title>
          <Stack gap={2}>
            {sections.map((section) => (
              <NavLink
                key={section.path}
                component={RouterNavLink}
                to={`/admin/${section.path}`}
                label={section.label}
              />
            ))}
          </Stack>
        </Box>
        <Box flex="1 1 320px" miw={0}>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}
