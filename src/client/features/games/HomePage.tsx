import '@mantine/core/styles/Tabs.css';
import { Box, Container, em, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { gameSearchMachine, narrowsGames } from '../../../../machines/game-search';
import { pageTitle } from '../../../shared/site';
import { stateById } from '../../../shared/states';
import { inspectOptions } from '../../components/inspector';
import { lazyPart } from '../../components/lazy-part';
import { followLocation } from '../../components/location/follow-location';
import { LocationContext, useEffectiveStateId } from '../../components/location/location-context';
import { useMember } from '../../components/member';
import { PageLoader } from '../../components/PageLoader';
import { FilteredGamesList, SearchBar, SearchResultsList } from './GameSearch';
import { gameSearchActors } from './games-actors';
import { HomeBanners } from './HomeBanners';
import { HomeNews } from './HomeNews';
import { MyPokerGames } from './MyPokerGames';
import { GameSearchContext } from './search-context';
import { TodaysGames } from './TodaysGames';

const DESKTOP_MAP_HEIGHT = 643;

// Kept out of the first load of /: the Map tab, the desktop map that phones never show, and the photo strip at
// the foot of the page (it shows nothing until its photos arrive anyway).
const HomeGallery = lazyPart('home-gallery', () => import('./HomeGallery').then((m) => m.HomeGallery));
const GameSearchPanel = lazyPart('game-search-panel', () =>
  import('./GameSearchPanel').then((m) => m.GameSearchPanel),
);
const GamesMap = lazyPart('games-map', () => import('./GamesMap').then((m) => m.GamesMap));

/**
 * Today's games; the text search's results while something is typed; the games the Filters choose while they
 * narrow the search beyond the chosen location.
 */
function GamesColumn() {
  const searching = GameSearchContext.useSelector((s) => s.context.text.trim().length > 0);
  const stateId = useEffectiveStateId();
  const regionId = LocationContext.useSelector((s) => s.context.regionId);
  const filtered = GameSearchContext.useSelector((s) =>
    narrowsGames(s.context.filters, { stateId, regionId }),
  );
  return (
    <Stack gap="md" id="games" tabIndex={-1} className="apl-skip-target">
      <SearchBar />
      {searching ? (
        <SearchResultsList />
      ) : filtered ? (
        <FilteredGamesList />
      ) : (
        <TodaysGames gameType="all" showTabs={false} />
      )}
    </Stack>
  );
}

/** The week's games on a map beside the list; never built on a phone, where the column is hidden. */
function DesktopMap() {
  const desktop = useMediaQuery(`(min-width: ${em(992)})`);
  const games = GameSearchContext.useSelector((s) => s.context.games);
  const position = LocationContext.useSelector((s) => s.context.coords);
  if (!desktop) return null;
  return (
    <Suspense fallback={<Skeleton h={DESKTOP_MAP_HEIGHT} />}>
      <GamesMap games={games} position={position} height={DESKTOP_MAP_HEIGHT} />
    </Suspense>
  );
}

export function Component() {
  const navigate = useNavigate();
  const member = useMember();
  const location = LocationContext.useActorRef();
  const stateId = useEffectiveStateId();
  const regionId = LocationContext.useSelector((s) => s.context.regionId);
  const state = stateById(stateId)?.short ?? 'VIC';

  const logic = gameSearchMachine.provide({
    actors: {
      ...gameSearchActors(() => location.getSnapshot().context.coords, member?.brandId),
      // Opening the game finder is what asks for a location (stored, nearest venue, or the modal).
      followLocation: followLocation(location),
    },
    actions: { openEvent: (_, eventId) => navigate(`/event/${eventId}`) },
  });

  return (
    <GameSearchContext.Provider
      logic={logic}
      options={{
        input: { place: { stateId, regionId } },
        ...inspectOptions(),
      }}
    >
      <title>{pageTitle('Find pub poker games near you')}</title>
      <Container size="xl" py="md">
        <Tabs defaultValue="home" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="home">Home</Tabs.Tab>
            <Tabs.Tab value="map">Map</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="home">
            <Stack gap="xl">
              <HomeBanners state={state} />
              <Grid gap="xl">
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <Stack gap="xl">
                    <MyPokerGames />
                    <GamesColumn />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={6} visibleFrom="md">
                  <Box pos="sticky" top={76}>
                    <DesktopMap />
                  </Box>
                </Grid.Col>
              </Grid>
              <HomeNews state={state} />
              <Suspense fallback={null}>
                <HomeGallery stateId={stateId} regionId={regionId} />
              </Suspense>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="map">
            <Suspense fallback={<PageLoader />}>
              <GameSearchPanel />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </GameSearchContext.Provider>
  );
}
