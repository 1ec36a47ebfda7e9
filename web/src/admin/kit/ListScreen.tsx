import type { ReactNode } from 'react';
import { FaPlus } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import type { ContentKey } from '@shared/content';
import { isPublished } from '@shared/order';
import { DraftBadge } from '../../components/DraftBadge';
import type { AdminRecords } from '../data/adminData';
import { AdminList, type AdminListProps, type ListColumn } from './AdminList';
import { primaryButton } from './buttonStyles';
import { PageHeader } from './PageHeader';

interface ListScreenProps<T extends { id: string }> extends Omit<AdminListProps<T>, 'move' | 'remove' | 'history'> {
  /** The screen's heading ("Manage Projects") and what it says under it, if anything. */
  title: string;
  intro?: ReactNode;
  /** The add button beside the heading: where it goes and its words ("Add New Project"). */
  add: { to: string; label: string };
  /** The items' content key (shared/content.ts): each row links to its history. */
  content: ContentKey;
  /** The collection's records (`adminData`): moves and deletes go through them. */
  records: Pick<AdminRecords<T>, 'move' | 'remove'>;
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
  records,
  remove,
  ...list
}: ListScreenProps<T>) {
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
      <AdminList {...list} history={content} move={records.move} remove={{ ...remove, call: records.remove }} />
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
