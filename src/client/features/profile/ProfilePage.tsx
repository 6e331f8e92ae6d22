import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tabs.css';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  Loader,
  Popover,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useDeferredValue } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { profilePageMachine } from '../../../../machines/profile-page';
import type { Game } from '../../../shared/contract/game';
import type { LeaderboardProfile, PlayerResult, Rank, Ticket } from '../../../shared/contract/profile';
import { EVENT_STATUS } from '../../../shared/event-types';
import { formatDollars } from '../../../shared/money';
import { formatMemberDate, formatPtc } from '../../../shared/ptc-rules';
import { pageTitle } from '../../../shared/site';
import { ticketPagePath } from '../../../shared/ticket-rules';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { FavouriteHeart } from '../../components/FavouriteHeart';
import { PhotoGrid } from '../../components/PhotoGrid';
import { PROFILE_TABS, type ProfileSection, ProfileTabs, tabHref } from './ProfileTabs';

export const ProfileContext = createActorContext(profilePageMachine);

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };
const DASHBOARD_ACHIEVEMENTS = 5;
const DASHBOARD_PHOTOS = 4;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const useProfile = () => ProfileContext.useSelector((s) => s.context.profile);
const useOwn = () => ProfileContext.useSelector((s) => s.context.profile?.limited === false);

function RankLine({ label, rank }: { label: string; rank: Rank | null | undefined }) {
  return (
    <Text size="sm">
      {label}: {rank ? `#${rank.rank} ${rank.name}` : '-'}
    </Text>
  );
}

function Header() {
  const actor = ProfileContext.useActorRef();
  const profile = useProfile();
  const venueId = ProfileContext.useSelector((s) => s.context.venueId);
  if (!profile) return null;
  const venue = profile.venues.find((v) => v.id === venueId) ?? null;
  return (
    <Card withBorder data-testid="profile-header">
      <Group align="flex-start" wrap="wrap">
        <Avatar src={profile.avatar} alt="" size="xl" radius="xl" />
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Title order={1}>{profile.name}</Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {!profile.limited && (
              <Text data-testid="profile-ptc">
                <strong>{formatPtc(profile.ptc)}</strong> balance
              </Text>
            )}
            <Text data-testid="profile-winnings">
              <strong>{formatDollars(profile.profile.winnings)}</strong> total winnings
            </Text>
            <Text data-testid="profile-wins">
              <strong>{profile.profile.wins}</strong> wins
            </Text>
            <Text data-testid="profile-final-tables">
              <strong>{profile.profile.finalTables}</strong> final tables
            </Text>
          </SimpleGrid>
          <RankLine label="State rank" rank={profile.profile.stateProfile} />
          <RankLine label="Region rank" rank={profile.profile.regionProfile} />
          {profile.venues.length > 1 ? (
            <Group gap="xs">
              <Select
                label="Venue rank"
                data={profile.venues.map((v) => ({ value: String(v.id), label: v.name }))}
                value={venueId === null ? null : String(venueId)}
                onChange={(value) => value && actor.send({ type: 'venue.select', venueId: Number(value) })}
                allowDeselect={false}
                w={240}
              />
              <Text data-testid="venue-rank">{venue ? `#${venue.rank}` : '-'}</Text>
            </Group>
          ) : (
            <RankLine label="Venue rank" rank={venue} />
          )}
          {!profile.limited && profile.ptc > 0 && (
            <Button component={Link} to="/profile/ptcTransfer" size="xs" w="fit-content">
              Transfer PTC
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function EventCard({ game }: { game: Game }) {
  return (
    <Card withBorder data-testid="upcoming-event">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to={`/event/${game.id}`} fw={700}>
            {game.title}
          </Anchor>
          <Anchor component={Link} to={`/venue/${game.venue.friendlyUrlSlug || game.venue.id}`} size="sm">
            {game.venue.title}
          </Anchor>
          <Text size="sm">
            {formatMemberDate(game.dateTime)} {game.startTime}
          </Text>
          {game.eventStatusId === EVENT_STATUS.onHold && (
            <Badge color="orange" variant="filled" w="fit-content">
              On Hold
            </Badge>
          )}
          {game.ptcRedeemable && (
            <Anchor
              component={Link}
              to={`/redeem/verify?returnUrl=${encodeURIComponent(`/redeem/event/${game.id}`)}`}
              size="sm"
            >
              Purchase Ticket
            </Anchor>
          )}
        </Stack>
        {game.eventStatusId === EVENT_STATUS.active && (
          <FavouriteHeart eventId={game.id} isFavourite={game.isFavourite} title={game.title} />
        )}
      </Group>
    </Card>
  );
}

function UpcomingEvents({ limit }: { limit?: number }) {
  const games = ProfileContext.useSelector((s) =>
    s.context.profile && !s.context.profile.limited ? s.context.profile.upcomingEvents : [],
  );
  if (games.length === 0) return <Text>No Upcoming Games</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {games.slice(0, limit).map((game) => (
        <EventCard key={game.id} game={game} />
      ))}
    </SimpleGrid>
  );
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const event = ticket.eventTicket;
  return (
    <Card withBorder data-testid="ticket">
      <Stack gap={4}>
        <Text fw={700}>{ticket.majorEventName ?? 'Event ticket'}</Text>
        {event && (
          <>
            <Anchor component={Link} to={`/event/${event.id}`} size="sm">
              {event.description}
            </Anchor>
            <Text size="sm">
              {formatMemberDate(event.dateTime)},{' '}
              <Anchor component={Link} to={`/venue/${event.venue.friendlyUrlSlug || event.venue.id}`}>
                {event.venue.name}
              </Anchor>
            </Text>
          </>
        )}
        <Group gap="xs">
          {ticket.pendingChange && (
            <Badge color="orange" variant="light">
              Transfer pending approval
            </Badge>
          )}
          {ticket.allowSwap && !ticket.pendingChange && (
            <Button component={Link} to={ticketPagePath('swap-flight', ticket)} size="xs" variant="default">
              Swap
            </Button>
          )}
          {ticket.allowTransfer && !ticket.pendingChange && (
            <Button component={Link} to={ticketPagePath('transfer', ticket)} size="xs" variant="default">
              Transfer
            </Button>
          )}
          {event?.selfRegistrationEnabled && ticket.redeemCode && (
            <Popover position="bottom" withArrow>
              <Popover.Target>
                <Button size="xs">Code</Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">
                  Your code: <strong>{ticket.redeemCode}</strong>
                </Text>
              </Popover.Dropdown>
            </Popover>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Vouchers() {
  const tickets = ProfileContext.useSelector((s) =>
    s.context.profile && !s.context.profile.limited ? s.context.profile.tickets : [],
  );
  if (tickets.length === 0) return <Text>No Voucher</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {tickets.map((ticket) => (
        <TicketCard key={ticket.voucherGuid} ticket={ticket} />
      ))}
    </SimpleGrid>
  );
}

const RESULT_COLUMNS: DataColumn<PlayerResult>[] = [
  {
    key: 'game',
    header: 'Venue/Game',
    lead: true,
    // Two links one above the other: each at least 24 px high, so a finger hits the one it means.
    cell: (r) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/venue/${r.venueFriendlyUrlSlug || r.venueId}`} size="sm" lh="24px">
          {r.venueName}
        </Anchor>
        <Anchor component={Link} to={`/event/${r.eventId}`} size="sm" lh="24px">
          {r.eventName}
        </Anchor>
      </Stack>
    ),
  },
  // The spec hides the date on mobile.
  { key: 'date', header: 'Time/Date', wideOnly: true, cell: (r) => formatMemberDate(r.eventDate) },
  { key: 'place', header: 'Place', numeric: true, cell: (r) => r.place },
  { key: 'score', header: 'Score', numeric: true, cell: (r) => r.points },
  { key: 'won', header: 'Won', numeric: true, cell: (r) => formatDollars(r.winnings) },
  { key: 'fields', header: 'Fields', numeric: true, cell: (r) => r.totalPlayers },
];

function ResultsTable({ results }: { results: PlayerResult[] }) {
  if (results.length === 0) return <Text>No results yet.</Text>;
  return (
    <DataTable rows={results} columns={RESULT_COLUMNS} rowKey={(r) => r.eventId} label="Recent Results" />
  );
}

function ResultsWithFilters() {
  const actor = ProfileContext.useActorRef();
  const seasons = ProfileContext.useSelector((s) => s.context.profile?.seasons ?? []);
  const filter = ProfileContext.useSelector((s) => s.context.filter);
  const results = ProfileContext.useSelector((s) => s.context.results);
  const filtering = ProfileContext.useSelector((s) => s.matches({ ready: { results: 'filtering' } }));
  return (
    <Stack>
      <Group>
        <Select
          label="Season"
          placeholder="All seasons"
          data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
          value={filter.seasonId === null ? null : String(filter.seasonId)}
          onChange={(value) =>
            actor.send({
              type: 'results.filter',
              filter: { ...filter, seasonId: value ? Number(value) : null },
            })
          }
          clearable
        />
        <Select
          label="Month"
          placeholder="All months"
          data={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
          value={filter.month === null ? null : String(filter.month)}
          onChange={(value) =>
            actor.send({ type: 'results.filter', filter: { ...filter, month: value ? Number(value) : null } })
          }
          clearable
        />
        {filtering && <Loader size="sm" role="status" aria-label="Loading results" />}
      </Group>
      <ResultsTable results={results} />
    </Stack>
  );
}

function Ranks({ ranks }: { ranks: LeaderboardProfile }) {
  const table = (title: string, list: Rank[]) => (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {list.length === 0 ? (
        <Text size="sm">No rank this season.</Text>
      ) : (
        list.map((r) => (
          <Text key={r.id} size="sm">
            #{r.rank} {r.name}
          </Text>
        ))
      )}
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="profile-leaderboard">
      {table('State', ranks.states)}
      {table('Region', ranks.regions)}
      {table('Venue', ranks.venues)}
    </SimpleGrid>
  );
}

/** The dashboard's ranks: the current season's, as the profile brought them. */
function CurrentRanks() {
  const profile = useProfile();
  if (!profile) return null;
  return <Ranks ranks={profile} />;
}

/** The Leaderboard tab: the ranks of the season chosen. */
function SeasonRanks() {
  const actor = ProfileContext.useActorRef();
  const seasons = ProfileContext.useSelector((s) => s.context.profile?.seasons ?? []);
  const seasonId = ProfileContext.useSelector((s) => s.context.rankSeasonId);
  const ranks = ProfileContext.useSelector((s) => s.context.ranks);
  const loading = ProfileContext.useSelector((s) => s.matches({ ready: { ranks: 'loading' } }));
  return (
    <Stack>
      <Group>
        <Select
          label="Season"
          data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
          value={seasonId === null ? null : String(seasonId)}
          onChange={(value) => value && actor.send({ type: 'ranks.season', seasonId: Number(value) })}
          allowDeselect={false}
        />
        {loading && <Loader size="sm" role="status" aria-label="Loading the ranks" />}
      </Group>
      {ranks ? <Ranks ranks={ranks} /> : <Text>Could not load the ranks of this season.</Text>}
    </Stack>
  );
}

function Achievements({ limit, onViewAll }: { limit?: number; onViewAll?: () => void }) {
  const achievements = ProfileContext.useSelector((s) => s.context.profile?.achievements ?? []);
  const any = achievements.some((a) => a.completed);
  return (
    <Stack>
      {!any && <Text>No Achievement yet</Text>}
      <SimpleGrid cols={{ base: 3, sm: 5 }} data-testid="achievements">
        {achievements.slice(0, limit).map((a) => (
          <Stack
            key={a.id}
            gap={2}
            align="center"
            ta="center"
            data-completed={a.completed}
            c={a.completed ? undefined : 'gray.7'}
          >
            <Image
              src={`/media/achievements/${a.filename}`}
              alt=""
              w={56}
              h={56}
              style={a.completed ? undefined : { filter: 'grayscale(1)', opacity: 0.4 }}
            />
            <Text size="sm" fw={700}>
              {a.name}
              {!a.completed && <VisuallyHidden> (locked)</VisuallyHidden>}
            </Text>
            <Text size="xs">{a.description}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      {onViewAll && (
        <Button variant="default" onClick={onViewAll} w="fit-content">
          View All
        </Button>
      )}
    </Stack>
  );
}

function Photos({ limit }: { limit?: number }) {
  const actor = ProfileContext.useActorRef();
  const photos = ProfileContext.useSelector((s) => s.context.profile?.photos ?? []);
  const page = ProfileContext.useSelector((s) => s.context.photoPage);
  return (
    <PhotoGrid
      photos={limit ? photos.slice(0, limit) : photos}
      loading={false}
      page={page}
      onPage={(next) => actor.send({ type: 'photos.page', page: next })}
    />
  );
}

function Qualifications() {
  const list = ProfileContext.useSelector((s) =>
    s.context.profile && !s.context.profile.limited ? s.context.profile.qualifications : [],
  );
  if (list.length === 0) return <Text>No qualification yet.</Text>;
  return (
    <Stack>
      {list.map((q) => (
        <Text key={q.eventId}>
          <Anchor component={Link} to={`/event/${q.eventId}`}>
            {q.eventName}
          </Anchor>{' '}
          ({formatMemberDate(q.eventDate)}): qualified for {q.qualifiedFor}
        </Text>
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Dashboard({ onSection }: { onSection: (s: ProfileSection) => void }) {
  const own = useOwn();
  const results = ProfileContext.useSelector((s) => s.context.profile?.results ?? []);
  return (
    <Stack gap="xl">
      {own && (
        <Section title="Upcoming Events">
          <UpcomingEvents limit={4} />
        </Section>
      )}
      <Section title={own ? 'My Results' : 'Results'}>
        {own ? <ResultsTable results={results.slice(0, 5)} /> : <ResultsWithFilters />}
      </Section>
      <Section title="Leaderboard">
        <CurrentRanks />
      </Section>
      {own && (
        <Section title="Vouchers">
          <Vouchers />
        </Section>
      )}
      <Section title="Achievements">
        <Achievements limit={DASHBOARD_ACHIEVEMENTS} onViewAll={() => onSection('achievements')} />
      </Section>
      <Section title="Photo Gallery">
        <Photos limit={DASHBOARD_PHOTOS} />
      </Section>
    </Stack>
  );
}

function MyGames() {
  return (
    <Tabs defaultValue="results">
      <Tabs.List>
        <Tabs.Tab value="results">RESULTS</Tabs.Tab>
        <Tabs.Tab value="upcoming">UPCOMING EVENTS</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="results" pt="md">
        <ResultsWithFilters />
      </Tabs.Panel>
      <Tabs.Panel value="upcoming" pt="md">
        <UpcomingEvents />
      </Tabs.Panel>
    </Tabs>
  );
}

const SECTIONS = new Set<string>([
  'dashboard',
  'leaderboard',
  'myGames',
  'qualifications',
  'achievements',
  'photos',
]);

/** /profile?section=... and /profile/{customerGuid}: what shows comes from the machine and the address. */
export function ProfilePage() {
  const actor = ProfileContext.useActorRef();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loading = ProfileContext.useSelector((s) => s.matches('loadingOwn') || s.matches('loadingLimited'));
  const error = ProfileContext.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  const ready = ProfileContext.useSelector((s) => s.matches('ready'));
  // The header and tabs are drawn as soon as the profile arrives; the section below them (the dashboard's
  // lists, tables and pictures) in a deferred render, which React splits into short tasks.
  const sectionReady = useDeferredValue(ready, false);
  const own = useOwn();
  const name = ProfileContext.useSelector((s) => s.context.profile?.name ?? null);
  const customerGuid = ProfileContext.useSelector((s) => s.context.customerGuid);
  const asked = params.get('section') ?? 'dashboard';
  const ownOnly = PROFILE_TABS.find((t) => t.value === asked)?.ownOnly ?? false;
  const section = (SECTIONS.has(asked) && (own || !ownOnly) ? asked : 'dashboard') as ProfileSection;
  const base = customerGuid && !own ? `/profile/${customerGuid}` : '/profile';
  const show = (next: ProfileSection) => navigate(tabHref(next, base));
  const title = own ? 'My Profile' : name ? `${name}'s Profile` : 'Player Profile';
  return (
    <Container size="lg" py="lg">
      <title>{pageTitle(title)}</title>
      <Stack>
        {loading && <Loader role="status" aria-label="Loading the profile" />}
        {error !== null && (
          <Alert color="red" styles={READABLE_TITLE} role="alert" title="Could not load the profile">
            <Stack gap="xs" align="flex-start">
              <Text>Something went wrong: {error}</Text>
              <Button size="xs" onClick={() => actor.send({ type: 'profile.retry' })}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {ready && (
          <>
            <Header />
            <ProfileTabs active={section} own={own} base={base} />
            {!sectionReady && <Skeleton h={400} radius="md" />}
            {sectionReady && section === 'dashboard' && <Dashboard onSection={show} />}
            {sectionReady && section === 'leaderboard' && <SeasonRanks />}
            {sectionReady && section === 'myGames' && <MyGames />}
            {sectionReady && section === 'qualifications' && <Qualifications />}
            {sectionReady && section === 'achievements' && <Achievements />}
            {sectionReady && section === 'photos' && <Photos />}
          </>
        )}
      </Stack>
    </Container>
  );
}
