import type { ReactNode } from 'react';
import type { GalleryProps } from '../projects/Gallery';
import type { QuoteFormProps } from '../contact/QuoteForm';

/**
 * The props of each island by name: what the server writes into `data-props` and the island's
 * `mount` hydrates from (only these, never the site data: islands have no SiteProvider).
 */
export interface IslandProps {
  gallery: GalleryProps;
  quote: QuoteFormProps;
}

export type IslandName = keyof IslandProps;

/** The attribute that names an element's island (site.ts starts each one it finds). */
export const ISLAND_ATTRIBUTE = 'data-island';

interface IslandElementProps<N extends IslandName> {
  name: N;
  props: IslandProps[N];
  /** The island's component rendered from `props`, exactly as its `mount` renders it. */
  children: ReactNode;
}

/**
 * Where an interactive part of a static page lives (issue 24): the server renders its markup
 * inside `<div data-island="name" data-props="{json}">`, and the browser hydrates that markup
 * on its own React root (islands/startIslands.ts) from the same props. The wrapper is outside the
 * root, so it is the same element before and after hydration.
 */
export function Island<N extends IslandName>({ name, props, children }: IslandElementProps<N>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
