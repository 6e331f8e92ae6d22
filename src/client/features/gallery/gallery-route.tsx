import { GalleryPage } from './GalleryPage';

export function Component() {
  return <GalleryPage />;
}
