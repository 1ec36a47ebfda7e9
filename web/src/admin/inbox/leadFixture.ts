/** A quote request for the Inbox's unit tests: a visitor's request from 22 November 2026. */
import type { Inquiry } from '../../lib/types';

let n = 0;

export function leadFixture(fields: Partial<Inquiry> = {}): Inquiry {
  n += 1;
  return {
    id: `id${n}`,
    collectionId: '',
    collectionName: 'inquiries',
    created: '2026-11-22 09:15:00.000Z',
    updated: '',
    name: 'Nimal Perera',
    phone: '+94771234567',
    email: '',
    service: '',
    location: '',
    message: 'A two-storey house in Kandy',
    page: '',
    handled: false,
    status: 'new',
    assignee: '',
    value: 0,
    lost_reason: '',
    project: '',
    language: 'en',
    ...fields,
  };
}
