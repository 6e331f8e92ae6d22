import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startInspector } from '../components/inspector';
import { memberActor } from '../components/member';
import { LocationProvider } from '../features/location/LocationProvider';
import { FavouritesProvider } from './FavouritesProvider';
import { createRouter } from './router';
import { aboutPagesActor } from './shell/about-pages';
import { cssVariablesResolver, theme } from './theme';

memberActor.start();
aboutPagesActor.start();
// Before anything renders: the router starts loading the page's own chunks at once.
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Without top-level await: it would split the entry chunk into many small ones.
// A transition: the first render of the whole page yields to the browser every few milliseconds instead of
// holding the main thread until it is done.
void startInspector().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <LocationProvider>
            <FavouritesProvider>
              <RouterProvider router={router} />
            </FavouritesProvider>
          </LocationProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  ),
);
