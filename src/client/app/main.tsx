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
