import { PhotoGrid } from '../../components/PhotoGrid';
import { EventPageContext } from './event-page.context';

export function EventPhotos() {
  const actor = EventPageContext.useActorRef();
  const photos = EventPageContext.useSelector((s) => s.context.photos);
  const page = EventPageContext.useSelector((s) => s.context.photoPage);
  const loading = EventPageContext.useSelector((s) => s.hasTag('loading.photos'));
  return (
    <PhotoGrid
      photos={photos}
      loading={loading}
      page={page}
      onPage={(next) => actor.send({ type: 'photos.page', page: next })}
    />
  );
}
