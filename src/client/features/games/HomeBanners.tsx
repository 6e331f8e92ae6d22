import { Anchor, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../components/AppLink';
import { useRemote } from '../../components/use-remote';
import { getFeaturedArticles, getMajorEvents } from './api';

interface Banner {
  key: string;
  title: string;
  subtitle: string;
  image: string;
  to: string;
}

const AUTOPLAY_MS = 5000;

/** Major events and featured news, autoplaying; a swipe or a dot moves it by hand. */
export function HomeBanners({ state }: { state: string }) {
  const { data } = useRemote(async () => {
    const [events, news] = await Promise.all([
      getMajorEvents(state).catch(() => []),
      getFeaturedArticles(state).catch(() => []),
    ]);
    const banners: Banner[] = [
      ...events.map((e) => ({
        key: `event-${e.id}`,
        title: e.name,
        subtitle: e.eventDateRangeDescription,
        image: e.bannerUrl,
        to: `/major-events/${e.urlName}`,
      })),
      ...news.slice(0, 3).map((n) => ({
        key: `news-${n.urlName}`,
        title: n.name,
        subtitle: 'News',
        image: n.bannerUrl ?? '',
        to: `/news/${n.urlName}`,
      })),
    ];
    return banners;
  }, `banners-${state}`);
  const banners = data ?? [];
  const track = useRef<HTMLDivElement>(null);
  const index = useRef(0);

  const show = (i: number) => {
    const el = track.current;
    if (!el || banners.length === 0) return;
    index.current = (i + banners.length) % banners.length;
    el.scrollTo({ left: index.current * el.clientWidth, behavior: 'smooth' });
  };
  const autoplay = useInterval(() => show(index.current + 1), AUTOPLAY_MS);
  useEffect(() => {
    if (banners.length > 1) autoplay.start();
    return autoplay.stop;
  }, [banners.length, autoplay]);

  if (banners.length === 0) return null;
  return (
    <Box
      pos="relative"
      aria-roledescription="carousel"
      aria-label="Major events and news"
      data-testid="home-banners"
    >
      <Box
        ref={track}
        style={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          borderRadius: 12,
        }}
        onPointerDown={autoplay.stop}
      >
        {banners.map((banner) => (
          <AppLink
            key={banner.key}
            to={banner.to}
            style={{ flex: '0 0 100%', scrollSnapAlign: 'start', position: 'relative' }}
          >
            <Image
              src={banner.image}
              alt=""
              h={{ base: 160, md: 260 }}
              fit="cover"
              fallbackSrc="/images/image-unavailable.svg"
            />
            <Box
              pos="absolute"
              left={16}
              bottom={12}
              c="white"
              style={{ textShadow: '0 1px 4px rgba(0,0,0,.6)' }}
            >
              <Text fw={800} fz={{ base: 'lg', md: 28 }}>
                {banner.title}
              </Text>
              <Text fz="sm">{banner.subtitle}</Text>
            </Box>
          </AppLink>
        ))}
      </Box>
      <Group gap={6} justify="center" mt={6}>
        {banners.map((banner, i) => (
          <UnstyledButton
            key={banner.key}
            aria-label={`Show banner ${i + 1}: ${banner.title}`}
            onClick={() => {
              autoplay.stop();
              show(i);
            }}
            w={10}
            h={10}
            bg="gray.4"
            style={{ borderRadius: 5 }}
          />
        ))}
      </Group>
      <Anchor href="#games" className="visually-hidden" />
    </Box>
  );
}
