// The styles the shell and most pages draw, in Mantine's order (the pieces others build on first). Route-only
// components (tables, tabs, steppers, selects...) bring theirs with their route (tests/client/mantine-styles.test.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { startInspector } from '../components/inspector';
import { loadRenderedParts } from '../components/lazy-part';
import { memberActor } from '../components/member';
import { leaveServerRenderedPage, onServerRenderedPage, pageData } from '../ssr/page-data';
import { AppRoot } from './AppRoot';
import { reconcileStoredLocation } from './location/location-storage';
import { createRouter, routes } from './router';
import { aboutPagesActor } from './shell/about-pages';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * The rest of the start waits for the browser's next task: on a phone each step below is tens of milliseconds,
 * and run as one task they would keep a tap waiting (Total Blocking Time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The code of what the server drew: the routes of the address (the router then starts from the server's data,
 * not a loader), then the lazily loaded parts drawn, which the routes' modules name as they run.
 */
async function loadRenderedCode(parts: string[]) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await nextTask();
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy === 'function') Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  await loadRenderedParts(parts);
}

async function start(container: HTMLElement) {
  await nextTask();
  memberActor.start();
  aboutPagesActor.start();
  const page = pageData();
  // A page drawn for another place than the one this device holds (stored before the cookie that tells the
  // server existed, or after it expired) is drawn here anew for the stored one: taken over, its first render
  // would differ from the server's.
  const drawn = reconcileStoredLocation(page?.location) ? page : null;
  if (!drawn) leaveServerRenderedPage();
  await Promise.all([drawn && loadRenderedCode(drawn.parts), startInspector()]);
  await nextTask();
  // A page drawn by the server is taken over with its data; otherwise the router loads the page's chunks at once.
  const router = createRouter(drawn ? { hydrationData: drawn.router } : undefined);
  const leaving = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    leaveServerRenderedPage();
    leaving();
  });
  const app = (
    <AppRoot drawn={drawn && { snapshots: drawn.actors, onServerRenderedPage }}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  await nextTask();
  // A transition: the first render of the whole page yields to the browser every few milliseconds instead of
  // holding the main thread until it is done (taking the server's markup over as much as drawing it anew).
  startTransition(() => {
    // React listens for events from here on: marked for the browser tests, which wait for it before using a page
    // the server drew (tests/e2e/test-clock.ts).
    document.documentElement.dataset.app = 'on';
    if (drawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// Without top-level await: it would split the entry chunk into many small ones.
void start(root);
