import { Anchor, Box, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PhotoTile } from '../../components/PhotoTile';
import { useRemote } from '../../components/use-remote';
import { getFeaturedPhotos } from './api';

/** Featured photos: a swipeable strip on a phone (no autoplay), four columns on a desktop. */
export function HomeGallery({ stateId, regionId }: { stateId: number; regionId: number | null }) {
  const { data } = useRemote(() => getFeaturedPhotos(stateId, regionId), `photos-${stateId}-${regionId}`);
  const photos = data ?? [];
  if (photos.length === 0) return null;
  const tile = (photo: (typeof photos)[number]) => (
    <PhotoTile key={photo.id} photo={photo} height={140} caption />
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
