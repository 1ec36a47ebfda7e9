/**
 * Testimonials (issue 7): public read, approved admins write. Loaded on first use by the pages
 * that show them; the admin's writes (admin/data/adminData.ts) update this list.
 */
import { create } from 'zustand';
import { loadPocketBase } from '../lib/loadPocketBase';
import type { Testimonial } from '../lib/types';
import { CONTENT } from '@shared/content';
import { ORDER_SORT } from '@shared/order';

export interface TestimonialsState {
  testimonials: Testimonial[];
  /** Nothing loaded yet, or a load is running. */
  loading: boolean;
  /** The last load failed (the public site then shows no testimonials). */
  failed: boolean;
  /** The list has been loaded at least once. */
  loaded: boolean;
  /** Loads the list once; `force` reloads it (the admin screen always wants it fresh). */
  load: (force?: boolean) => Promise<void>;
}

/** A testimonial is shown with its project and the project's category. */
export const TESTIMONIAL_EXPAND = CONTENT.testimonials.expand;

const QUERY = { sort: ORDER_SORT, expand: TESTIMONIAL_EXPAND };

// note: one request at a time, however many sections ask at once.
let pending: Promise<void> | null = null;

export const useTestimonialsStore = create<TestimonialsState>()((set, get) => ({
  testimonials: [],
  loading: true,
  failed: false,
  loaded: false,

  async load(force = false) {
    if (pending) return pending;
    if (get().loaded && !force) return;
    pending = loadPocketBase()
      .then((pb) => pb.collection('testimonials').getFullList<Testimonial>(QUERY))
      .then((testimonials) => {
        set({ testimonials, loading: false, failed: false, loaded: true });
      })
      .catch((err: unknown) => {
        console.error('Failed to load testimonials:', err);
        set({ loading: false, failed: true });
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  },
}));
