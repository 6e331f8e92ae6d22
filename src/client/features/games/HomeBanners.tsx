import { Box, Group, Image, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { HomeBanner } from '../../../shared/contract/home-banners';
import { AppLink } from '../../components/AppLink';
import { LoadFailed } from '../../components/LoadFailed';
import { SkipLink } from '../../components/SkipLink';
import { type RemoteListLogic, remoteListOf, useRemoteList } from '../../components/use-remote-list';
import { getHomeBanners } from './api';

const AUTOPLAY_MS = 5000;
const DOTS_HEIGHT = 26;

type Logic = RemoteListLogic<HomeBanner, string>;

/** The office's banners for the state, or the major events and featured news (the server chooses). */
const liveBanners = remoteListOf<HomeBanner, string>(getHomeBanners);

/** The banners of the chosen state; a new state loads again. */
export function HomeBanners({ state, logic = liveBanners }: { state: string; logic?: Logic }) {
  return <Banners key={state} state={state} logic={logic} />;
}

/** The banners, autoplaying; a swipe or a dot moves it by hand. */
function Banners({ state, logic }: { state: string; logic: Logic }) {
  const { status, items: banners, retry } = useRemoteList(logic, state);
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

  // The carousel's final height while it loads, so the games below do not jump when it arrives.
  if (status === 'loading')
    return <Skeleton h={{ base: 160 + DOTS_HEIGHT, md: 260 + DOTS_HEIGHT }} radius={12} />;
  if (status === 'empty') return null;
  if (status === 'failed') return <LoadFailed title="The banners could not be loaded." onRetry={retry} />;
  return (
    <Box
      pos="relative"
      aria-roledescription="carousel"
      aria-label="Major events and news"
      data-testid="home-banners"
    >
      {/* Before the slides and their dots, so a keyboard can pass them. */}
      <SkipLink to="#games">Skip to the games</SkipLink>
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
        {banners.map((banner, i) => (
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
              // The first slide is the page's largest image: fetched first; the others when scrolled to.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
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
      <Group gap={0} justify="center" mt={2}>
        {banners.map((banner, i) => (
          <UnstyledButton
            key={banner.key}
            aria-label={`Show banner ${i + 1}: ${banner.title}`}
            onClick={() => {
              autoplay.stop();
              show(i);
            }}
            w={24}
            h={24}
            style={{ display: 'grid', placeItems: 'center' }}
          >
            <Box w={10} h={10} bg="gray.5" style={{ borderRadius: 5 }} />
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}
