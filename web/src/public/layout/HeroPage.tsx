import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { PageSkeleton } from './PageSkeleton';
import type { LoadState } from './useLoadState';

interface HeroPageProps {
  /** The page's title band (its h1): shown at once, whatever the state. */
  hero: ReactNode;
  state: LoadState;
  /** How many card placeholders to show while loading. */
  skeletonCards?: number;
  /** The content, shown once the site content is ready. */
  children: ReactNode;
}

/** A page whose title needs no data: the hero shows at once, then a skeleton, a failure or the content. */
export function HeroPage({ hero, state, skeletonCards = 6, children }: HeroPageProps) {
  return (
    <>
      {hero}
      {state === 'loading' && <PageSkeleton withHero={false} cards={skeletonCards} />}
      {state === 'error' && <LoadFailed level={2} />}
      {state === 'ready' && children}
    </>
  );
}
