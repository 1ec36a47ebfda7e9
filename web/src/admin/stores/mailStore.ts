import { create } from 'zustand';
import { pb } from '../../lib/pocketbase';

interface MailState {
  /** Whether the server can send mail; null until known (or when it could not be asked). */
  configured: boolean | null;
  load: () => Promise<void>;
}

/** Whether mail is set up, asked once per page load (GET /api/site/mail, approved staff only). */
export const useMailStore = create<MailState>()((set, get) => ({
  configured: null,
  async load() {
    if (get().configured !== null) return;
    try {
      const answer = await pb.send<{ configured: boolean }>('/api/site/mail', { method: 'GET' });
      set({ configured: Boolean(answer.configured) });
    } catch {
      // not known: no warning rather than a wrong one
    }
  },
}));
