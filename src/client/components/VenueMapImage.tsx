import { Image } from '@mantine/core';
import { serverUrl } from '../config/runtime-config';

/** A venue's static map at zoom 16 (Google's with a key, else the server's own drawing). */
export function VenueMapImage({
  venue,
  width,
  height,
  scale = 1,
}: {
  venue: { id: number; title: string; suburb: string };
  width: number;
  height: number;
  scale?: 1 | 2;
}) {
  return (
    <Image
      src={serverUrl(`/maps/venue/${venue.id}.svg?size=${width}x${height}&zoom=16&scale=${scale}`)}
      alt={`Map of ${venue.title}, ${venue.suburb}`}
      radius="md"
      w="100%"
      maw={width}
      style={{ aspectRatio: `${width} / ${height}` }}
      fallbackSrc="/images/image-unavailable.svg"
    />
  );
}
