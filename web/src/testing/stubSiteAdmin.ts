import { vi } from 'vitest';
import { siteAdmin, type SiteAdmin } from '../stores/siteAdmin';

/** Replaces admin actions for one test (the config restores them after each). */
export function stubSiteAdmin(stubs: Partial<Record<keyof SiteAdmin, (...args: never[]) => unknown>>): void {
  for (const [name, stub] of Object.entries(stubs)) {
    vi.spyOn(siteAdmin, name as keyof SiteAdmin).mockImplementation(stub as never);
  }
}
