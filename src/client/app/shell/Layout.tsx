import { Box } from '@mantine/core';
import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyPart } from '../../components/lazy-part';
import { LocationContext } from '../../components/location/location-context';
import { PageLoader } from '../../components/PageLoader';
import { SkipLink } from '../../components/SkipLink';
import { Header } from './Header';
import { MobileFooterTabs } from './MobileFooterTabs';
import { ScrollToTop } from './ScrollToTop';

// Below the fold on every page: its code comes after the page's (a page drawn on the server shows it at once).
const SiteFooter = lazyPart('site-footer', () => import('./SiteFooter').then((m) => m.SiteFooter));

// The modal, its selects and their popovers are a large part of Mantine: loaded when first opened.
const LocationModal = lazyPart('location-modal', () =>
  import('../location/LocationModal').then((m) => m.LocationModal),
);

function LocationModalWhenOpened() {
  const opened = LocationContext.useSelector((s) => s.hasTag('modal'));
  const mounted = useRef(false);
  if (opened) mounted.current = true;
  if (!mounted.current) return null;
  return (
    <Suspense fallback={null}>
      <LocationModal />
    </Suspense>
  );
}

export function Layout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <SkipLink to="#main">Skip to the main content</SkipLink>
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a page's content arriving never moves it
          in view (a layout shift). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        className="apl-skip-target"
        style={{ flex: 1 }}
        mih="100vh"
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <MobileFooterTabs />
      <LocationModalWhenOpened />
    </Box>
  );
}
