import { useState } from 'react';
import { PhotoGrid } from '../../components/PhotoGrid';
import { useRemote } from '../../components/use-remote';
import { getEventPhotos } from './api';

export function EventPhotos({ eventId }: { eventId: number }) {
  const { data, loading } = useRemote(() => getEventPhotos(eventId), `event-photos-${eventId}`);
  const [page, setPage] = useState(1);
  return <PhotoGrid photos={data ?? []} loading={loading} page={page} onPage={setPage} />;
}
