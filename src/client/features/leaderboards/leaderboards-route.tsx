import '@mantine/core/styles/Tabs.css';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LeaderboardMode } from '../../../shared/contract/leaderboard';
import {
  canPrint,
  FILTER_KEYS,
  type LeaderboardFilters,
  podiumOf,
  searchBody,
  suggestionsFor,
} from '../../../shared/leaderboard-filters';
import { pageTitle } from '../../../shared/site';
import { inspectOptions } from '../../components/inspector';
import { PageLoader } from '../../components/PageLoader';
import { PrintLeaderboardButton } from '../../components/PrintLeaderboardButton';
import { serverUrl } from '../../config/runtime-config';
import { useSsrActor } from '../../ssr/ssr-actors';
import { LeaderboardFilterBar } from './LeaderboardFilterBar';
import { liveLeaderboardMachine } from './live-leaderboard';
import { MoneyTable, Podium, PodiumPlaceholder, StandingsTable, TablePlaceholder } from './StandingsViews';

export const TAB_PATHS: Record<LeaderboardMode, string> = {
  overall: '/leaderboards',
  prize: '/leaderboards/real-money',
};

function queryString(body: object) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body))
    if (value !== null && value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** The leaderboards page for one tab; `logic` is the filters machine with its actors (tests give fakes). */
export function LeaderboardsPage({
  mode,
  initialFilters,
  logic = liveLeaderboardMachine,
}: {
  mode: LeaderboardMode;
  initialFilters?: Partial<LeaderboardFilters>;
  logic?: typeof liveLeaderboardMachine;
}) {
  const navigate = useNavigate();
  const actor = useActorRef(
    logic,
    useSsrActor(logic, { input: { mode, filters: initialFilters }, ...inspectOptions() }),
  );
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const searching = useSelector(actor, (s) => s.hasTag('searching'));
  const context = useSelector(actor, (s) => s.context);
  const suggestions = suggestionsFor(context.query, context.options);
  const body = searchBody(mode, context.filters);
  const podium = podiumOf(context.rows);
  // Until the first standings arrive their place is held (the podium, the buttons and the table).
  const firstSearch = searching && context.rows.length === 0;

  return (
    <Container size="lg" py="lg">
      <title>{pageTitle(mode === 'prize' ? 'Real Money Leaderboard' : 'Leaderboards')}</title>
      <Stack gap="md">
        <Title order={1} fz="h2">
          Leaderboards
        </Title>
        <Tabs value={mode} onChange={(value) => navigate(TAB_PATHS[value === 'prize' ? 'prize' : 'overall'])}>
          <Tabs.List>
            <Tabs.Tab value="overall">State/Region/Venue</Tabs.Tab>
            <Tabs.Tab value="prize">All Time Money</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {loading ? (
          <PageLoader />
        ) : (
          <>
            <div>
              <TextInput
                aria-label="Search leaderboards"
                placeholder="Search for the state, region or venue leaderboard name..."
                value={context.query}
                onChange={(e) => actor.send({ type: 'query.change', query: e.currentTarget.value })}
              />
              {suggestions.length > 0 && (
                <Paper withBorder shadow="sm" mt={4} role="listbox" aria-label="Suggestions">
                  {suggestions.map((s) => (
                    <UnstyledButton
                      key={`${s.kind}-${s.id}`}
                      role="option"
                      aria-selected={false}
                      display="block"
                      w="100%"
                      p="xs"
                      onClick={() => actor.send({ type: 'suggestion.pick', suggestion: s })}
                    >
                      <Text fz="sm" fw={600}>
                        {s.label}
                      </Text>
                      {s.kind === 'venue' && s.detail && (
                        <Text fz="xs" c="gray.7">
                          {s.detail}
                        </Text>
                      )}
                    </UnstyledButton>
                  ))}
                </Paper>
              )}
            </div>
            <LeaderboardFilterBar context={context} send={actor.send} />
            {mode === 'prize' ? (
              <Title order={2} fz="h3">
                Real Money Leaderboard
              </Title>
            ) : firstSearch ? (
              <PodiumPlaceholder />
            ) : (
              podium.length > 0 && <Podium rows={podium} />
            )}
            <Group gap="xs">
              {mode === 'overall' && canPrint(context.filters) && (
                <PrintLeaderboardButton filter={context.filters} />
              )}
              <Button
                component="a"
                href={serverUrl(`/leaderboard/csv?${queryString(body)}`)}
                variant="default"
                size="xs"
                download
              >
                Download CSV
              </Button>
              {mode === 'overall' && (
                <Anchor
                  href={serverUrl(`/embed/leaderboard?${queryString(body)}`)}
                  target="_blank"
                  rel="noopener"
                  fz="xs"
                >
                  Embed on your venue's site
                </Anchor>
              )}
            </Group>
            {firstSearch ? (
              <TablePlaceholder />
            ) : !searching && context.rows.length === 0 ? (
              <Text c="gray.7">No Data</Text>
            ) : mode === 'prize' ? (
              <MoneyTable rows={context.rows} busy={searching} />
            ) : (
              <StandingsTable rows={context.rows} busy={searching} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** Filters named in the address (a venue page's link: ?stateId=3&orgEntityId=12); anything else is ignored. */
function filtersFromAddress(params: URLSearchParams): Partial<LeaderboardFilters> {
  const filters: Partial<LeaderboardFilters> = {};
  for (const key of FILTER_KEYS) {
    const value = Number(params.get(key));
    if (Number.isInteger(value) && value > 0 && value < 2 ** 31) filters[key] = value;
  }
  return filters;
}

/** /leaderboards and /leaderboards/real-money: a new page (fresh filters) for each tab. */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const mode: LeaderboardMode = /\/real-money\/?$/i.test(pathname) ? 'prize' : 'overall';
  return <LeaderboardsPage key={mode} mode={mode} initialFilters={filtersFromAddress(params)} />;
}
