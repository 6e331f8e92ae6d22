import { Anchor, Image, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Photo } from '../../shared/contract/content';

/** A photo that opens the preview page at full size; optionally captioned with its venue. */
export function PhotoTile({
  photo,
  height,
  caption = false,
}: {
  photo: Photo;
  height: number;
  caption?: boolean;
}) {
  return (
    <Anchor component={Link} to={`/preview?src=${encodeURIComponent(photo.largePhotoUrl)}`}>
      <Image
        src={photo.mediumPhotoUrl}
        alt={`${photo.eventName} at ${photo.venueName}`}
        radius="md"
        h={height}
        fit="cover"
        loading="lazy"
        fallbackSrc="/images/image-unavailable.svg"
      />
      {caption && (
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {photo.venueName}
        </Text>
      )}
    </Anchor>
  );
}
