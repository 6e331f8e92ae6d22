import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  GAMBLING_HELPLINE,
  LEAGUE_NAME,
  MILLION_PATH,
  SISTER_BRANDS,
  SOCIAL_LINKS,
} from '../../../shared/site';
import { AppLink } from '../../components/AppLink';

const SITE_LINKS = [
  { label: 'Find an Event', to: '/' },
  { label: 'APLPT', to: '/aplpt' },
  { label: 'Million', to: MILLION_PATH },
  { label: 'Major Events', to: '/major-events' },
  { label: 'Work with Us', to: '/about/work-with-us' },
  { label: 'Leaderboards', to: '/leaderboards' },
  { label: 'Terms & Conditions', to: '/about/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/about/privacy-policy' },
];

/**
 * The site's footer: on a desktop the spec's links, contacts and brands; on a phone, whose tabs take the place
 * of the links, the safer-gambling link and helpline still close every page, above the tab bar.
 */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      bg="navy.9"
      c="gray.3"
      pt={{ base: 'lg', md: 'xl' }}
      pb={{ base: 88, md: 'xl' }}
      mt="xl"
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Stack gap={4} visibleFrom="md">
            {SITE_LINKS.map((item) => (
              <AppLink key={item.to} to={item.to} c="gray.2" fz="sm">
                {item.label}
              </AppLink>
            ))}
          </Stack>
          <Stack gap={6} visibleFrom="md">
            <Text fw={700} c="white">
              Contact us
            </Text>
            <Anchor href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} c="gray.2" fz="sm">
              {CONTACT_PHONE}
            </Anchor>
            <Anchor href={`mailto:${CONTACT_EMAIL}`} c="gray.2" fz="sm">
              {CONTACT_EMAIL}
            </Anchor>
            <Group gap="md" mt="xs">
              {SOCIAL_LINKS.map((s) => (
                <Anchor
                  key={s.label}
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="gray.2"
                  fz="sm"
                >
                  {s.label}
                </Anchor>
              ))}
            </Group>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              Play responsibly
            </Text>
            <AppLink to="/news/apl-responsible-gambling" c="yellow.5" fz="sm">
              Gamble responsibly: think about your choices
            </AppLink>
            <Text fz="sm">
              Gambling Help:{' '}
              <Anchor href={`tel:${GAMBLING_HELPLINE.replace(/\s/g, '')}`} c="gray.2">
                {GAMBLING_HELPLINE}
              </Anchor>
            </Text>
            <Text fw={700} c="white" mt="sm" visibleFrom="md">
              Our brands
            </Text>
            <Group gap="md" visibleFrom="md">
              {SISTER_BRANDS.map((b) => (
                <Anchor key={b.label} href={b.href} c="gray.2" fz="sm">
                  {b.label}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my={{ base: 'md', md: 'lg' }} color="navy.7" />
        <Text fz="xs" c="gray.5">
          © {new Date().getFullYear()} {LEAGUE_NAME}. Players must be 18 or over.
        </Text>
      </Container>
    </Box>
  );
}
