import { Anchor, Box, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Photo } from '../../../shared/contract/content';
import { LoadFailed } from '../../components/LoadFailed';
import { PhotoTile } from '../../components/PhotoTile';
import { type RemoteListLogic, remoteListOf, useRemoteList } from '../../components/use-remote-list';
import { getFeaturedPhotos } from './api';

interface Place {
  stateId: number;
  regionId: number | null;
}
type Logic = RemoteListLogic<Photo, Place>;

const liveFeaturedPhotos = remoteListOf<Photo, Place>((place, signal) =>
  getFeaturedPhotos(place.stateId, place.regionId, signal),
);

/** Featured photos of the chosen state and region; a new choice loads again. */
export function HomeGallery({ stateId, regionId, logic = liveFeaturedPhotos }: Place & { logic?: Logic }) {
  return <FeaturedPhotos key={`${stateId}-${regionId}`} place={{ stateId, regionId }} logic={logic} />;
}

/** A swipeable strip on a phone (no autoplay), four columns on a desktop. */
function FeaturedPhotos({ place, logic }: { place: Place; logic: Logic }) {
  const { status, items: photos, retry } = useRemoteList(logic, place);
  if (status === 'loading' || status === 'empty') return null;
  const tile = (photo: Photo) => <PhotoTile key={photo.id} photo={photo} height={140} caption />;
  return (
    <section aria-labelledby="photo-gallery">
      <Title order={2} fz="h3" id="photo-gallery" mb="sm">
        Photo Gallery
      </Title>
      {status === 'failed' ? (
        <LoadFailed title="The photos could not be loaded." onRetry={retry} />
      ) : (
        <>
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
        </>
      )}
      <Anchor component={Link} to="/gallery" fz="sm" mt="xs" display="inline-block">
        View gallery
      </Anchor>
    </section>
  );
}
