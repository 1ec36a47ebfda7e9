import { type ComponentType, useEffect, useRef, useState } from 'react';
import { FaRedo } from 'react-icons/fa';
import { buttonClass } from './buttonClass';
import { Container } from './Container';

type Load = () => Promise<{ default: ComponentType }>;

/** Any of these means the visitor reads on (a screen reader's focus moves count too). */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'focusin'] as const;
const LISTEN = { capture: true, passive: true } as const;

/** What each loader gave: a page shown again renders its sections at once. */
const loaded = new WeakMap<Load, ComponentType>();

/**
 * The part of a page below its first screen, whose code is a chunk of its own (issue 6): it
 * loads when the visitor reads on, at the first scroll, touch, click or key press, or when the
 * place it holds comes on screen (a tall window, a crawler), whichever comes first. A visitor
 * who reads only the first screen downloads none of it; one who scrolls gets it in the time the
 * scroll takes. Until then a placeholder a screen tall keeps the footer where it will be. Where
 * the browser has no IntersectionObserver (unit tests in jsdom) it loads at once.
 *
 * note: `load` must be a module-level function (`() => import('./HomeSections')`), not one made
 * in render: it is the key of what was loaded.
 */
export function BelowTheFold({ load }: { load: Load }) {
  const [Content, setContent] = useState<ComponentType | undefined>(() => loaded.get(load));
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'failed'>(() =>
    typeof IntersectionObserver === 'undefined' ? 'loading' : 'waiting',
  );
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Content) return;
    if (phase === 'loading') {
      load().then(
        (module) => {
          loaded.set(load, module.default);
          setContent(() => module.default);
        },
        (err: unknown) => {
          console.error('Failed to load the rest of the page:', err);
          setPhase('failed');
        },
      );
      return;
    }
    if (phase !== 'waiting') return;
    const start = () => setPhase('loading');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    observer.observe(placeholder.current!);
    for (const type of INTERACTIONS) window.addEventListener(type, start, LISTEN);
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, start, LISTEN);
    };
  }, [Content, phase, load]);

  if (Content) return <Content />;
  if (phase === 'failed') {
    return (
      <Container className="py-16 text-center">
        <div role="alert">
          <p className="text-lg text-slate-700">We could not load the rest of this page.</p>
          <button type="button" className={buttonClass('secondary', 'mt-6')} onClick={() => setPhase('loading')}>
            <FaRedo aria-hidden="true" /> Try again
          </button>
        </div>
      </Container>
    );
  }
  return <div ref={placeholder} className="min-h-screen" />;
}
