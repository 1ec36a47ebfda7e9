import type { ReactNode } from 'react';
import { FaPlus } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import { isPublished } from '@shared/order';
import { DraftBadge } from '../../components/DraftBadge';
import { adminData, type AdminRecords } from '../data/adminData';
import { AdminList, type AdminListProps, type ListColumn } from './AdminList';
import { primaryButton } from './buttonStyles';
import { PageHeader } from './PageHeader';

/** The lists a ListScreen shows: their content key is also their `adminData` entry. */
type ListedContent = 'projects' | 'services' | 'team' | 'testimonials';

interface ListScreenProps<T extends { id: string }> extends Omit<
  AdminListProps<T>,
  'move' | 'remove' | 'history' | 'loadingLabel' | 'emptyText' | 'caption'
> {
  /** The screen's heading ("Manage Projects") and what it says under it, if anything. */
  title: string;
  intro?: ReactNode;
  /** The add button beside the heading: where it goes and its words ("Add New Project"). */
  add: { to: string; label: string };
  /**
   * The items' content key (shared/content.ts): their records in `adminData` (moves, deletes) and
   * each row's history.
   */
  content: ListedContent;
  /** What the items are, in the plural ("team members"): the loading label, empty text and caption. */
  noun: string;
  /** The delete's texts (the seed's confirmation and failure, the toast). */
  remove: Omit<AdminListProps<T>['remove'], 'call'>;
}

/**
 * A content list screen (issue 39: the list screens repeated this setup): the heading with its
 * add button, then the list in the staff's order, moved and deleted through the collection's
 * records, each row with its history.
 */
export function ListScreen<T extends { id: string }>({
  title,
  intro,
  add,
  content,
  noun,
  remove,
  ...list
}: ListScreenProps<T>) {
  const records = adminData[content] as unknown as AdminRecords<T>;
  return (
    <>
      <PageHeader
        title={title}
        action={
          <Link to={add.to} className={primaryButton}>
            <FaPlus aria-hidden="true" /> {add.label}
          </Link>
        }
      >
        {intro}
      </PageHeader>
      <AdminList
        {...list}
        loadingLabel={`Loading ${noun}`}
        emptyText={`No ${noun} yet. Add the first one.`}
        caption={noun.charAt(0).toUpperCase() + noun.slice(1)}
        content={content}
        move={records.move}
        remove={{ ...remove, call: records.remove }}
      />
    </>
  );
}

/** The first column of a list of publishable items: its name, and a Draft badge while unpublished. */
export function nameColumn<T extends { published?: boolean }>(label: string, name: (item: T) => string): ListColumn<T> {
  return {
    label,
    className: 'font-medium text-slate-900',
    cell: (item) => (
      <>
        {name(item)}
        {!isPublished(item) && <DraftBadge className="ml-2" />}
      </>
    ),
  };
}
