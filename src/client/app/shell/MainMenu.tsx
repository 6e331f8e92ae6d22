import {
  Anchor,
  Avatar,
  Box,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { DEFAULT_AVATAR } from '../../../shared/site';
import { AppLink } from '../../components/AppLink';
import { useMember } from '../../components/member';
import { AuthLinks } from './AuthLinks';
import { useAboutPages } from './about-pages';
import { memberGreeting } from './member-greeting';

const LEAGUE_LINKS = [
  { label: 'Leaderboards', to: '/leaderboards' },
  { label: 'Special events', to: '/types/special' },
  { label: 'Hall of fame', to: '/major-event-results' },
  { label: 'News', to: '/news' },
  { label: 'Gallery', to: '/gallery' },
];

function MobileProfileSummary({ onNavigate }: { onNavigate: () => void }) {
  const member = useMember();
  if (!member) return <AuthLinks size="sm" />;
  return (
    <Anchor component={Link} to="/profile" onClick={onNavigate} underline="never">
      <Group wrap="nowrap">
        <Avatar src={member.avatar || DEFAULT_AVATAR} radius="xl" size={48} alt="" />
        <div>
          <Text fw={700} c="dark">
            {memberGreeting(member)}
          </Text>
          <Text fz="sm" c="dark">
            {member.firstName} {member.lastName}
          </Text>
          <Text fz="xs" c="dimmed">
            View Profile, statistics, achievements and more
          </Text>
        </div>
      </Group>
    </Anchor>
  );
}

/** The hamburger menu: league pages and the About pages the content team flags for the bar. */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const aboutPages = useAboutPages();
  const link = (label: string, to: string) => (
    <AppLink key={to} to={to} onClick={onNavigate} c="dark" fw={600} py={6}>
      {label}
    </AppLink>
  );
  return (
    <Paper shadow="lg" radius={0} py="lg" data-testid="main-menu" component="nav" aria-label="Main menu">
      <Container size="xl">
        <Box hiddenFrom="md" mb="md">
          <Title order={2} fz="h3" mb="sm">
            MyAPL
          </Title>
          <MobileProfileSummary onNavigate={onNavigate} />
          <Divider mt="md" />
        </Box>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" maw={720}>
          <Stack gap={2}>
            <Text tt="uppercase" fz="xs" c="dimmed" fw={700}>
              League
            </Text>
            {LEAGUE_LINKS.map((item) => link(item.label, item.to))}
          </Stack>
          <Stack gap={2}>
            <Text tt="uppercase" fz="xs" c="dimmed" fw={700}>
              About
            </Text>
            {aboutPages.map((page) => link(page.name, `/about/${page.urlName}`))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Paper>
  );
}
