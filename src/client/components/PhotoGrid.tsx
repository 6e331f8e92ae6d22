import '@mantine/core/styles/Pagination.css';
import { Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Photo } from '../../shared/contract/content';
import { PHOTOS_PER_PAGE } from '../../shared/site';
import { PhotoTile } from './PhotoTile';

/** Photos in 3 columns on a phone and 4 on a desktop, 12 to a page; each opens the preview page. */
export function PhotoGrid({
  photos,
  loading,
  page,
  onPage,
}: {
  photos: Photo[];
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  if (loading) return <Text c="dimmed">Loading photos…</Text>;
  if (photos.length === 0) return <Text c="dimmed">No photo yet</Text>;
  const pages = Math.ceil(photos.length / PHOTOS_PER_PAGE);
  const current = Math.min(page, pages);
  const shown = photos.slice((current - 1) * PHOTOS_PER_PAGE, current * PHOTOS_PER_PAGE);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, md: 4 }} spacing="xs" data-testid="photo-grid">
        {shown.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} height={110} />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Pagination value={current} onChange={onPage} total={pages} size="sm" aria-label="Photo pages" />
      )}
    </Stack>
  );
}
