import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { PlannedPage } from '../components/PlannedPage';
import { ErrorPage } from './ErrorPage';
import { requireSession } from './require-session';
import { Layout } from './shell/Layout';

const planned = (path: string, title: string, reason?: string | false): RouteObject => ({
  path,
  element: <PlannedPage title={title} />,
  ...(reason !== undefined ? { loader: requireSession(reason || undefined) } : {}),
});

export const routes: RouteObject[] = [
  // The clock for a TV at the venue fills the screen, without the site's header and footer.
  {
    path: 'event/:id/clock',
    lazy: () => import('../features/event/player-view-route'),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoader />,
  },
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, lazy: () => import('../features/games/HomePage') },
      { path: 'types/:gameType', lazy: () => import('../features/games/todays-games-route') },
      planned('major-events', 'Major Events'),
      planned('aplpt', 'APL Poker Tour'),
      planned('major-events/:eventname', 'Major Event'),
      planned('aplpt/:eventname', 'APL Poker Tour Event'),
      planned('major-event-results', 'Hall of Fame'),
      planned('leaderboards', 'Leaderboards'),
      planned('leaderboards/real-money', 'Real Money Leaderboard'),
      { path: 'event', element: <Navigate to="/page-not-found" replace /> },
      { path: 'event/:id', lazy: () => import('../features/event/event-route') },
      { path: 'event/:id/director', lazy: () => import('../features/event/director-route') },
      { path: 'venue', element: <Navigate to="/page-not-found" replace /> },
      { path: 'venue/:venue', lazy: () => import('../features/venue/venue-route') },
      planned('news', 'News'),
      planned('news/:newsname', 'News'),
      { path: 'about', element: <Navigate to="/page-not-found" replace /> },
      { path: 'about/:slug', lazy: () => import('../features/content/about-route') },
      planned('gallery', 'Gallery'),
      { path: 'preview', lazy: () => import('../features/content/preview-route') },
      planned('tracking', 'Covid Tracing'),
      planned('test', 'Test'),
      { path: 'page-not-found', lazy: () => import('../features/not-found/NotFoundPage') },
      { path: 'register', lazy: () => import('../features/register/register-route') },
      { path: 'forgot-password', lazy: () => import('../features/account/forgot-password-route') },
      {
        path: 'profile',
        loader: requireSession(),
        lazy: () => import('../features/profile/profile-route'),
      },
      {
        path: 'profile/account',
        loader: requireSession(),
        lazy: () => import('../features/account/account-settings-route'),
      },
      {
        path: 'profile/ptc',
        loader: requireSession(),
        lazy: () => import('../features/profile/ptc-summary-route'),
      },
      {
        path: 'profile/ticketChange',
        loader: requireSession(),
        lazy: () => import('../features/profile/voucher-history-route'),
      },
      {
        path: 'profile/ptctransfer',
        loader: requireSession(),
        lazy: () => import('../features/profile/ptc-transfer-route'),
      },
      { path: 'profile/:customerGuid', lazy: () => import('../features/profile/player-profile-route') },
      { path: 'redeem/verify', lazy: () => import('../features/redeem/verify-route') },
      planned('redeem/event/:id', 'Redeem', 'redeem'),
      planned('tickets/purchase', 'Purchase Event Ticket', 'redeem'),
      planned('tickets/swap-flight/:gameMembership', 'Swap Event Flight', false),
      planned('voucher/swap-flight/:voucherGuid', 'Swap Event Flight', false),
      planned('tickets/transfer/:gameMembership', 'Transfer Event Ticket to Another Player', false),
      planned('voucher/transfer/:voucherGuid', 'Transfer Voucher to Another Player', false),
      { path: 'accountDeleteRequest', lazy: () => import('../features/account/delete-request-route') },
      { path: '*', element: <Navigate to="/page-not-found" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
