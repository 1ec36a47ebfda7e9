import { hydrateRoot, type Root } from 'react-dom/client';
import { GalleryView, type GalleryProps } from '../projects/Gallery';

/** Hydrates a project's gallery (thumbs and lightbox) rendered by the server in `element`. */
export function mount(element: HTMLElement, props: GalleryProps): Root {
  return hydrateRoot(element, <GalleryView {...props} />);
}
