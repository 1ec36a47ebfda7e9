import { expect, it } from 'vitest';
import { emptySiteData, pageName, type Rec } from './pages';

it('names a page in English for staff, a Sinhala or Tamil page with its language', () => {
  const category: Rec = { id: 'c1', collectionId: 'k', name: 'Homes', name_si: 'නිවාස', slug: 'homes' };
  const project: Rec = { id: 'p1', collectionId: 'p', title: 'Lake House', title_si: 'වැව් නිවස', category: 'c1' };
  const data = { ...emptySiteData(), categories: [category], projects: [project] };
  expect(pageName('/contact?from=/x', data)).toBe('Contact Us');
  expect(pageName('/projects/homes/p1', data)).toBe('Lake House');
  expect(pageName('/si/projects/homes/p1', data)).toBe('Lake House (Sinhala)');
  expect(pageName('/ta', data)).toBe('Home (Tamil)');
  expect(pageName('/si/projects/homes/gone1', data)).toBeNull();
});
