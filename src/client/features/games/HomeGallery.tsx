import { Anchor, Box, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { getFeaturedPhotos } from '../../api/games';
import { useRemote } from '../../components/use-remote';

/** Featured photos: a swipeable strip on a phone (no autoplay), four columns on a desktop. */
export function HomeGallery({ stateId, regionId }: { stateId: number; regionId: number | null }) {
  const { data } = useRemote(() => getFeaturedPhotos(stateId, regionId), `photos-${stateId}-${regionId}`);
  const photos = data ?? [];
  if (photos.length === 0) return null;
  const tile = (photo: (typeof photos)[number]) => (
    <Anchor key={photo.id} component={Link} to={`/preview?src=${encodeURIComponent(photo.largePhotoUrl)}`}>
      <Image
        src={photo.mediumPhotoUrl}
        alt={`${photo.eventName} at ${photo.venueName}`}
        radius="md"
        h={140}
        fit="cover"
      />
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {photo.venueName}
      </Text>
    </Anchor>
  );
  return (
    <section aria-labelledby="photo-gallery">
      <Title order={2} fz="h3" id="photo-gallery" mb="sm">
        Photo Gallery
      </Title>
      <Box
        hiddenFrom="md"
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: '70%',
          gap: 12,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
        }}
      >
        {photos.map(tile)}
      </Box>
      <SimpleGrid cols={4} visibleFrom="md">
        {photos.slice(0, 8).map(tile)}
      </SimpleGrid>
      <Anchor component={Link} to="/gallery" fz="sm" mt="xs" display="inline-block">
        View gallery
      </Anchor>
    </section>
  );
}
