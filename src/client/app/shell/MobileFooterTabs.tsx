import { Box, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { needsFullPageLoad } from '../../../shared/full-load-paths';
import { MILLION_PATH } from '../../../shared/site';

const TABS = [
  {
    label: 'FIND GAME',
    to: '/',
    icon: 'M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12z',
  },
  {
    label: 'MILLION 2025',
    to: MILLION_PATH,
    icon: 'M12 2l3 6.5 7 .9-5.1 4.8 1.3 6.9L12 17.8 5.8 21l1.3-6.9L2 9.4l7-.9z',
  },
  { label: 'LEADERBOARDS', to: '/leaderboards', icon: 'M4 20h4V10H4zm6 0h4V4h-4zm6 0h4v-7h-4z' },
  {
    label: 'PROFILE',
    to: '/profile',
    icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
  },
];

/** The phone layout's bottom tab bar. */
export function MobileFooterTabs() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Tabs"
      hiddenFrom="md"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      bg="navy.9"
      style={{ zIndex: 90, paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      <SimpleGrid cols={4} spacing={0}>
        {TABS.map((tab) => {
          const active = tab.to === '/' ? pathname === '/' : pathname.startsWith(tab.to);
          const content = (
            <>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d={tab.icon} />
              </svg>
              <Text fz={10} fw={700} c="inherit">
                {tab.label}
              </Text>
            </>
          );
          const common = {
            py: 8,
            c: active ? 'yellow.5' : 'gray.4',
            style: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 },
            'aria-current': active ? ('page' as const) : undefined,
          } as const;
          return import.meta.env.PROD && needsFullPageLoad(tab.to) ? (
            <UnstyledButton key={tab.to} component="a" href={tab.to} {...common}>
              {content}
            </UnstyledButton>
          ) : (
            <UnstyledButton key={tab.to} component={Link} to={tab.to} {...common}>
              {content}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
