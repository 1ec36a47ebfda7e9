import { vi } from 'vitest';
import type { AdminRecords } from '../admin/data/adminData';

/**
 * Replaces calls of one collection's admin data (`adminData.projects`, ...) for one test (the
 * config restores them after each).
 */
export function stubRecords<T>(
  records: AdminRecords<T>,
  stubs: Partial<Record<keyof AdminRecords<T>, (...args: never[]) => unknown>>,
): void {
  for (const [name, stub] of Object.entries(stubs)) {
    vi.spyOn(records, name as keyof AdminRecords<T>).mockImplementation(stub as never);
  }
}
