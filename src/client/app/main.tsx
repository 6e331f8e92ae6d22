import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { memberActor } from '../components/member';
import { LocationProvider } from '../features/location/LocationProvider';
import { startInspector } from './inspect';
import { createRouter } from './router';
import { aboutPagesActor } from './shell/about-pages';
import { theme } from './theme';

startInspector();
memberActor.start();
aboutPagesActor.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <LocationProvider>
        <RouterProvider router={createRouter()} />
      </LocationProvider>
    </MantineProvider>
  </StrictMode>,
);
