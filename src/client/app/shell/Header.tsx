import { Box, Burger, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LoggedMember } from '../../../shared/contract/account';
import { MILLION_PATH } from '../../../shared/site';
import { AppLink } from '../../components/AppLink';
import { lazyPart } from '../../components/lazy-part';
import { useMember } from '../../components/member';
import { LocationChip } from '../location/LocationChip';
import { AuthLinks } from './AuthLinks';
import { Logo } from './Logo';
import { memberGreeting } from './member-greeting';

// Menus and their popovers load on demand, out of the first load of every page.
const MainMenu = lazyPart('main-menu', () => import('./MainMenu').then((m) => m.MainMenu));
const UserMenu = lazyPart('user-menu', () => import('./UserMenu').then((m) => m.UserMenu));

/** Holds the user menu's place (its avatar's size) while it loads, so the header does not move. */
function UserMenuPlaceholder({ member }: { member: LoggedMember }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden="true">
      <Text c="white" fw={600} fz="sm" visibleFrom="md">
        {memberGreeting(member)}
      </Text>
      <Box w={34} h={34} style={{ borderRadius: '50%' }} bg="navy.7" />
    </Group>
  );
}

const TOP_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'APLPT', to: '/aplpt' },
  { label: 'Million', to: MILLION_PATH },
  { label: 'Major', to: '/major-events' },
];

export function Header() {
  const member = useMember();
  const [menuOpen, menu] = useDisclosure(false);
  const header = useClickOutside<HTMLElement>(() => menu.close());
  const { pathname } = useLocation();

  // Any navigation closes the menu, including back and forward.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => menu.close(), [pathname, menu.close]);

  return (
    <Box component="header" ref={header} pos="sticky" top={0} style={{ zIndex: 100 }}>
      <Box bg="navy.9" h={60}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={menuOpen}
                onClick={menu.toggle}
                color="white"
                size="sm"
                aria-label={menuOpen ? 'Close main menu' : 'Open main menu'}
                aria-expanded={menuOpen}
              />
              <UnstyledButton component={Link} to="/" aria-label="APL home">
                <Logo />
              </UnstyledButton>
              <Group gap="lg" visibleFrom="md" ml="md" component="nav" aria-label="Top">
                {TOP_LINKS.map((item) => (
                  <AppLink
                    key={item.to}
                    to={item.to}
                    c={pathname === item.to ? 'yellow.5' : 'white'}
                    fw={600}
                    aria-current={pathname === item.to ? 'page' : undefined}
                  >
                    {item.label}
                  </AppLink>
                ))}
              </Group>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {/* Its own boundary: a place stored before the cookie that tells the server existed redraws the chip,
                  not the whole page. */}
              <Suspense>
                <LocationChip />
              </Suspense>
              {member ? (
                <Suspense fallback={<UserMenuPlaceholder member={member} />}>
                  <UserMenu member={member} />
                </Suspense>
              ) : (
                <Box visibleFrom="md">
                  <AuthLinks />
                </Box>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      {menuOpen && (
        <Box pos="absolute" left={0} right={0} style={{ maxHeight: 'calc(100vh - 60px)', overflowY: 'auto' }}>
          <Suspense fallback={null}>
            <MainMenu onNavigate={menu.close} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
