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
import type { ContentKey, FieldValues, ListKey, SingleKey } from '@shared/content';

/**
 * A record of a declared collection (shared/content.ts): its fields as the content model declares
 * them, so a field added there is in the type here, and in every fixture built from it.
 */
export type ContentRecord<K extends ContentKey> = BaseRecord & FieldValues<K>;

export interface ProjectCategory extends ContentRecord<'categories'>, Ordered {}

export interface Project extends ContentRecord<'projects'>, Ordered, Publishable {
  expand?: {
    category?: Pick<ProjectCategory, 'id' | 'name' | 'slug'> & Partial<ProjectCategory>;
  };
}

export interface Service extends ContentRecord<'services'>, Ordered, Publishable {}

export interface TeamMember extends ContentRecord<'team'>, Ordered {}

export type JourneyItem = ContentRecord<'journey'>;

export type HomeSettings = ContentRecord<'homeSettings'>;

export type AboutSettings = ContentRecord<'about'>;

export type ContactSettings = ContentRecord<'contact'>;

export type FooterMenu = ContentRecord<'footer'>;

export type StatsValues = FieldValues<'stats'>;

export type StatsSettings = BaseRecord & StatsValues;

/** Stats as shown: the stored record, or the defaults (then `id` is ''). */
export type Stats = StatsValues & Partial<StatsSettings> & { id: string };

/** The record types that add to what the content model declares (their expanded relations). */
interface Expanded {
  categories: ProjectCategory;
  projects: Project;
  services: Service;
  team: TeamMember;
  testimonials: Testimonial;
  inquiries: Inquiry;
}

/** The record type of a content key: its declared fields, with the relations it expands. */
export type RecordOf<K extends ContentKey> = K extends keyof Expanded ? Expanded[K] : ContentRecord<K>;

/**
 * The site's content in the shape the components read: what a public document is rendered from
 * (public/site/SiteContext.tsx) and what the admin's store holds (stores/site.ts). One entry per
 * public collection of the content model (shared/content.ts), by its key: a settings record or
 * null, a list; the statistics with their defaults; testimonials apart (their own store).
 */
export type SiteContent = { [K in Exclude<SingleKey, 'stats'>]: RecordOf<K> | null } & {
  [K in Exclude<ListKey, 'testimonials'>]: RecordOf<K>[];
} & {
  stats: Stats;
  /** The site's own URL (PocketBase's Application URL), without a trailing slash. */
  siteUrl: string;
  /** This year, for the footer's copyright line. */
  year: number;
};

/** A quote request sent from the Contact page (issue 7). */
export interface Inquiry extends ContentRecord<'inquiries'> {
  expand?: {
    service?: Pick<Service, 'id' | 'title'> & Partial<Service>;
    project?: Pick<Project, 'id' | 'title'> & Partial<Project>;
  };
}

/** A member of staff's note on a quote request (issue 29): written once, never changed. */
export interface InquiryNote extends BaseRecord {
  inquiry: string;
  author: string;
  /** The author's email at the time. */
  author_email: string;
  body: string;
}

/** A client's words about the company, optionally about one project (issue 7). */
export interface Testimonial extends ContentRecord<'testimonials'>, Ordered {
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

/** A create/update payload: plain fields, or multipart form data when files are included. */
export type RecordInput = FormData | Record<string, unknown>;
