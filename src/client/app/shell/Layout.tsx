import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { LocationModal } from '../../features/location/LocationModal';
import { DesktopFooter } from './DesktopFooter';
import { Header } from './Header';
import { MobileFooterTabs } from './MobileFooterTabs';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Header />
      <Box component="main" style={{ flex: 1 }} pb={{ base: 72, md: 0 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <DesktopFooter />
      <MobileFooterTabs />
      <LocationModal />
    </Box>
  );
}
