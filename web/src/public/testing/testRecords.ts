/** Records for the public pages' unit tests (a file of its own: no page imports it). */
import type {
  AboutSettings,
  ContactSettings,
  FooterMenu,
  JourneyItem,
  Project,
  ProjectCategory,
  Service,
  TeamMember,
} from '../../lib/types';

import { CONTENT, exampleFields, type ContentKey } from '@shared/content';

/**
 * A record of `key` (shared/content.ts): every declared field from the content model's example,
 * so a field added there needs nothing here; each record below says what it shows.
 */
function base<K extends ContentKey>(key: K, id: string, created = '2025-01-01 10:00:00.000Z') {
  const collectionName = CONTENT[key].collection;
  return {
    ...exampleFields(key),
    id,
    collectionId: `pbc_${collectionName}`,
    collectionName,
    created,
    updated: created,
  };
}

export function category(id: string, name: string, slug: string): ProjectCategory {
  return { ...base('categories', id), name, slug };
}

export const residential = category('cat_res', 'Residential', 'residential');
export const commercial = category('cat_com', 'Commercial', 'commercial');
export const renovation = category('cat_ren', 'Renovation', 'renovation');

export function project(id: string, title: string, cat: ProjectCategory, extra: Partial<Project> = {}): Project {
  return {
    ...base('projects', id),
    title,
    category: cat.id,
    client: `${title} Client`,
    architect: 'Archt. Perera',
    location: 'Colombo 07',
    cost: 'LKR 45 Million',
    year: 2024,
    status: 'Completed',
    coverImage: `${id}_cover.jpg`,
    images: [`${id}_a.jpg`, `${id}_b.jpg`, `${id}_c.jpg`],
    expand: { category: { id: cat.id, name: cat.name, slug: cat.slug } },
    ...extra,
  };
}

/** Three residential projects (newest first) and one commercial. */
export const projects: Project[] = [
  project('p_villa', 'Hill Villa', residential, { status: 'On-going', year: 2026 }),
  project('p_house', 'Lake House', residential),
  project('p_flat', 'City Flats', residential),
  project('p_tower', 'Office Tower', commercial),
];

export function service(id: string, title: string, icon: Service['icon']): Service {
  return {
    ...base('services', id),
    title,
    icon,
    shortDescription: `${title} in short.`,
    longDescription: `${title} in detail.`,
    image: `${id}.jpg`,
  };
}

export const services: Service[] = [
  service('s_build', 'Design & Build', 'FaBuilding'),
  service('s_cost', 'Cost Control', 'CostControl'),
  service('s_safe', 'Site Safety', 'Safety'),
];

export function member(id: string, name: string, extra: Partial<TeamMember> = {}): TeamMember {
  return { ...base('team', id), name, role: 'Engineer', bio: `${name} builds things.`, avatar: `${id}.jpg`, ...extra };
}

export function journeyItem(id: string, year: number, title: string): JourneyItem {
  return { ...base('journey', id), year, title, description: `${title} happened.` };
}

export const about: AboutSettings = {
  ...base('about', 'about1'),
  title: 'About Perera Builders',
  description: 'We build homes.',
  image: 'about.jpg',
};

export const contact: ContactSettings = {
  ...base('contact', 'contact1'),
  email: 'hello@perera.lk',
  phone: '+94 11 234 5678',
  address: '12 Galle Road, Colombo 03',
  googleMapsUrl: 'https://www.google.com/maps/embed?pb=!1m18',
};

export const footer: FooterMenu = {
  ...base('footer', 'footer1'),
  company_name: 'Perera Builders',
  footer_about: 'Homes and offices since 1999.',
  footer_phone: '+94 77 123 4567',
  footer_email: 'info@perera.lk',
  facebook_url: 'https://facebook.com/perera',
  instagram_url: '',
};
