/**
 * Whether a staff member's saved change is live on the public site (issue 36, item 1). A save is
 * answered before its pages are rendered (docs/ARCHITECTURE.md, "The write path"); after it, the
 * admin asks the server (GET LIVE_ROUTE) how far the pages are, and says "live" once they show the
 * change, or plainly that they could not be updated.
 */
import { create } from 'zustand';
import { CONTENT, type Declaration } from '@shared/content';
import { categoryPath, LIVE_ROUTE, projectPath, PUBLIC_ROUTES, UNCATEGORIZED_SLUG } from '@shared/routes';
import type { LiveAnswer } from '@shared/pageRender';
import { pb } from '../../lib/pocketbase';

export type LivePhase = 'idle' | 'updating' | 'live' | 'failed' | 'slow';

interface LiveSiteState {
  phase: LivePhase;
  /** The public page the last save shows on. */
  page: string;
  /** Why the site could not be updated (the server's words), when `failed`. */
  reason: string;
  /** Follows the pages after a save that shows on `page`. */
  watch: (page: string) => void;
  dismiss: () => void;
}

/** How often the server is asked while the pages render, and how long before "slow". */
const POLL_MS = 400;
const SLOW_MS = 30_000;

let watching = 0;

export const useLiveSiteStore = create<LiveSiteState>()((set) => ({
  phase: 'idle',
  page: '',
  reason: '',
  dismiss: () => {
    watching++;
    set({ phase: 'idle' });
  },
  watch(page) {
    const run = ++watching;
    set({ phase: 'updating', page, reason: '' });
    const started = Date.now();
    let waitFor = -1;
    const poll = async (): Promise<void> => {
      if (run !== watching) return;
      let answer: LiveAnswer;
      try {
        answer = await pb.send<LiveAnswer>(LIVE_ROUTE, { method: 'GET' });
        if (typeof answer?.changes !== 'number') throw new Error('not an answer of the live route');
      } catch {
        // Not known (offline, signed out): no claim either way.
        if (run === watching) set({ phase: 'idle' });
        return;
      }
      if (run !== watching) return;
      // The save's change was counted before it was answered: the first answer holds it.
      if (waitFor < 0) waitFor = answer.changes;
      const failure = answer.failure;
      const pageFailed = failure?.pages.find((p) => p.path === page);
      if (failure && failure.pass >= waitFor && failure.message) {
        set({ phase: 'failed', reason: failure.message });
        return;
      }
      if (answer.rendered >= waitFor) {
        if (pageFailed) set({ phase: 'failed', reason: pageFailed.message });
        else set({ phase: 'live' });
        return;
      }
      if (Date.now() - started > SLOW_MS) set({ phase: 'slow' });
      setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
  },
}));

type Shown = Pick<Declaration, 'public' | 'collection'>;

/**
 * The public page where a saved record of `declaration` shows (null: none, e.g. a quote
 * request): a published project's own page, a category's, or the page that lists the rest.
 */
export function pageOf(declaration: Shown, record: Record<string, unknown> | null): string | null {
  if (!declaration.public) return null;
  const r = record ?? {};
  const expand = (r.expand ?? {}) as Record<string, { slug?: string } | undefined>;
  switch (declaration.collection) {
    case CONTENT.projects.collection:
      return r.published && r.id
        ? projectPath(expand.category?.slug || UNCATEGORIZED_SLUG, String(r.id))
        : PUBLIC_ROUTES.projects;
    case CONTENT.categories.collection:
      return r.slug ? categoryPath(String(r.slug)) : PUBLIC_ROUTES.projects;
    case CONTENT.services.collection:
      return PUBLIC_ROUTES.services;
    case CONTENT.team.collection:
    case CONTENT.journey.collection:
    case CONTENT.about.collection:
      return PUBLIC_ROUTES.about;
    case CONTENT.contact.collection:
      return PUBLIC_ROUTES.contact;
    default:
      return PUBLIC_ROUTES.home;
  }
}

/** After a successful write of public content: follow the pages until they show it. */
export function followSave(declaration: Shown, record: Record<string, unknown> | null): void {
  const page = pageOf(declaration, record);
  if (page) useLiveSiteStore.getState().watch(page);
}
