import { createBrowserRouter, type HydrationState, type RouteObject, redirect } from 'react-router-dom';
import { requireSession } from '../api/require-session';
import { PageLoader } from '../components/PageLoader';
import { ErrorPage } from './ErrorPage';
import { Layout } from './shell/Layout';

/** Addresses with nothing of their own: the not-found page (a redirect the server can send too). */
const notFound = () => redirect('/page-not-found');

/**
 * The app's pages. In the server's build each lazy route also names its module's source file (`handle.module`,
 * added by vite.config.ts), so the page rendered there names the route's scripts and stylesheets.
 */
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
      { path: 'major-events', lazy: () => import('../features/major-events/major-events-route') },
      { path: 'aplpt', lazy: () => import('../features/major-events/major-events-route') },
      { path: 'major-events/:eventname', lazy: () => import('../features/major-events/major-event-route') },
      { path: 'aplpt/:eventname', lazy: () => import('../features/major-events/major-event-route') },
      { path: 'major-event-results', lazy: () => import('../features/hall-of-fame/hall-of-fame-route') },
      { path: 'leaderboards', lazy: () => import('../features/leaderboards/leaderboards-route') },
      { path: 'leaderboards/real-money', lazy: () => import('../features/leaderboards/leaderboards-route') },
      { path: 'event', loader: notFound },
      { path: 'event/:id', lazy: () => import('../features/event/event-route') },
      { path: 'event/:id/director', lazy: () => import('../features/event/director-route') },
      { path: 'venue', loader: notFound },
      { path: 'venue/:venue', lazy: () => import('../features/venue/venue-route') },
      { path: 'news', lazy: () => import('../features/news/news-route') },
      { path: 'news/:newsname', lazy: () => import('../features/news/article-route') },
      { path: 'about', loader: notFound },
      { path: 'about/:slug', lazy: () => import('../features/content/about-route') },
      { path: 'gallery', lazy: () => import('../features/gallery/gallery-route') },
      { path: 'preview', lazy: () => import('../features/content/preview-route') },
      { path: 'tracking', lazy: () => import('../features/tracking/tracking-route') },
      { path: 'test', loader: notFound },
      { path: 'page-not-found', lazy: () => import('../features/not-found/NotFoundPage') },
      { path: 'register', lazy: () => import('../features/registration/registration-route') },
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
      { path: 'redeem/verify', lazy: () => import('../features/redeem/mobile-verification-route') },
      { path: 'redeem/event/:id', lazy: () => import('../features/redeem/redeem-route') },
      { path: 'redeem/receipt/:purchaseGuid', lazy: () => import('../features/redeem/receipt-route') },
      { path: 'tickets/purchase', lazy: () => import('../features/redeem/purchase-route') },
      {
        path: 'tickets/swap-flight/:gameMembership',
        lazy: () => import('../features/tickets/swap-flight-route'),
      },
      {
        path: 'voucher/swap-flight/:voucherGuid',
        lazy: () => import('../features/tickets/swap-flight-route'),
      },
      {
        path: 'tickets/transfer/:gameMembership',
        lazy: () => import('../features/tickets/transfer-ticket-route'),
      },
      {
        path: 'voucher/transfer/:voucherGuid',
        lazy: () => import('../features/tickets/transfer-ticket-route'),
      },
      { path: 'accountDeleteRequest', lazy: () => import('../features/account/delete-request-route') },
      {
        path: 'admin',
        loader: requireSession(),
        lazy: () => import('../features/admin/admin-route'),
        children: [
          { index: true, lazy: () => import('../features/admin/admin-home-route') },
          // Absolute, so the route table's readers (tests/site-routes.ts) see the whole address.
          { path: '/admin/queues', lazy: () => import('../features/admin-queues/queues-route') },
          // Absolute (React Router allows a child's full path): tests/site-routes.ts reads each path as written.
          { path: '/admin/staff', lazy: () => import('../features/admin-staff/admin-staff-route') },
          { path: '/admin/audit', lazy: () => import('../features/admin-audit/admin-audit-route') },
          // Absolute paths (each under /admin), as tests/site-routes.ts reads them for the every-route journey.
          {
            path: '/admin/news',
            lazy: () =>
              import('../features/admin-news/admin-news-routes').then((m) => ({
                Component: m.NewsListRoute,
              })),
          },
          {
            path: '/admin/news/:id',
            lazy: () =>
              import('../features/admin-news/admin-news-routes').then((m) => ({
                Component: m.NewsEditorRoute,
              })),
          },
          { path: 'venues/*', lazy: () => import('../features/admin-venues/admin-venues-route') },
          { path: 'pages/*', lazy: () => import('../features/admin-pages/admin-pages-route') },
          { path: '/admin/photos', lazy: () => import('../features/admin-photos/admin-photos-route') },
          { path: 'banners', lazy: () => import('../features/admin-banners/admin-banners-route') },
          {
            path: 'major-events/*',
            lazy: () => import('../features/admin-major-events/admin-major-events-route'),
          },
        ],
      },
      { path: '*', loader: notFound },
    ],
  },
];

export const createRouter = (options?: { hydrationData: HydrationState }) =>
  createBrowserRouter(routes, options);
