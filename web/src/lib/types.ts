/** Entity types of the PocketBase collections (docs/ARCHITECTURE.md, "Data model"). */

/** Fields every record carries. */
export interface BaseRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  created: string;
  updated: string;
}

/** A record of a list staff order by hand (shared/order.ts): ascending `position` is the order shown. */
export interface Ordered {
  position?: number;
}

/** A record with a Published switch: false for a draft, which only approved admins read. */
export interface Publishable {
  published?: boolean;
}

export { PROJECT_STATUSES, SERVICE_ICONS, type ProjectStatus, type ServiceIcon } from '@shared/limits';
import type { ProjectStatus, ServiceIcon } from '@shared/limits';

export interface ProjectCategory extends BaseRecord, Ordered {
  name: string;
  slug: string;
}

export interface Project extends BaseRecord, Ordered, Publishable {
  title: string;
  /** Id of the project category (relation). */
  category: string;
  client: string;
  architect: string;
  location: string;
  cost: string;
  year: number;
  status: ProjectStatus;
  coverImage: string;
  /** Alt text of the cover; empty: "Title, Location" (lib/altText.ts). */
  coverImage_alt?: string;
  images: string[];
  /** Alt text of gallery images, by file name (decision 011). */
  images_alt?: Record<string, string> | null;
  expand?: {
    category?: Pick<ProjectCategory, 'id' | 'name' | 'slug'> & Partial<ProjectCategory>;
  };
}

export interface Service extends BaseRecord, Ordered, Publishable {
  title: string;
  icon: ServiceIcon;
  shortDescription: string;
  longDescription: string;
  image: string;
  /** Alt text of the image; empty: the title. */
  image_alt?: string;
}

export interface TeamMember extends BaseRecord, Ordered {
  name: string;
  role: string;
  bio: string;
  avatar: string;
  /** Alt text of the photo; empty: "Portrait of Name". */
  avatar_alt?: string;
}

export interface JourneyItem extends BaseRecord {
  year: number;
  title: string;
  description: string;
}

export interface HomeSettings extends BaseRecord {
  title: string;
  subtitle: string;
  logo: string;
  backgroundImage: string;
  hero_image: string;
  about_page_image: string;
}

export interface AboutSettings extends BaseRecord {
  title: string;
  description: string;
  image: string;
}

export interface ContactSettings extends BaseRecord {
  email: string;
  phone: string;
  address: string;
  googleMapsUrl: string;
  /** WhatsApp number in international digits ("94772584710"), '' when not set (issue 7). */
  whatsapp?: string;
}

export interface FooterMenu extends BaseRecord {
  company_name: string;
  footer_about: string;
  footer_phone: string;
  footer_email: string;
  facebook_url: string;
  instagram_url: string;
}

export interface StatsValues {
  total_projects: number;
  ongoing_projects: number;
  years_experience: number;
  happy_clients: number;
}

export type StatsSettings = BaseRecord & StatsValues;

/** Stats as shown: the stored record, or the defaults (then `id` is ''). */
export type Stats = StatsValues & Partial<StatsSettings> & { id: string };

/**
 * The site's content in the shape the components read: what a public document is rendered from
 * (public/site/SiteContext.tsx) and what the admin's store holds (stores/site.ts).
 */
export interface SiteContent {
  homeSettings: HomeSettings | null;
  stats: Stats;
  projects: Project[];
  services: Service[];
  team: TeamMember[];
  categories: ProjectCategory[];
  footer: FooterMenu | null;
  about: AboutSettings | null;
  contact: ContactSettings | null;
  journey: JourneyItem[];
  /** The site's own URL (PocketBase's Application URL), without a trailing slash. */
  siteUrl: string;
  /** This year, for the footer's copyright line. */
  year: number;
}

/** A quote request sent from the Contact page (issue 7). */
export interface Inquiry extends BaseRecord {
  name: string;
  /** International form, "+94771234567" (the server normalises it). */
  phone: string;
  email: string;
  /** Id of the service of interest (relation), '' when none. */
  service: string;
  location: string;
  message: string;
  /** The page the visitor sent it from. */
  page: string;
  handled: boolean;
  expand?: { service?: Pick<Service, 'id' | 'title'> & Partial<Service> };
}

/** A client's words about the company, optionally about one project (issue 7). */
export interface Testimonial extends BaseRecord, Ordered {
  client_name: string;
  client_role: string;
  /** Id of the project (relation), '' when none. */
  project: string;
  quote: string;
  photo: string;
  expand?: { project?: Pick<Project, 'id' | 'title'> & Partial<Project> };
}

export interface User extends BaseRecord {
  email: string;
  approved: boolean;
  verified?: boolean;
  /** The display name staff chose (may be empty). */
  name?: string;
  /** When the account lost its approval ('' for one never approved, or approved again). */
  revoked_at?: string;
  /** Set when an admin gave the account a temporary password: its owner chooses a new one. */
  must_change_password?: boolean;
}

/** Names of the single-record settings collections. */
export type SingletonCollection =
  'home_settings' | 'about_settings' | 'contact_settings' | 'Footer_menu' | 'stats_settings';

/** A create/update payload: plain fields, or multipart form data when files are included. */
export type RecordInput = FormData | Record<string, unknown>;
