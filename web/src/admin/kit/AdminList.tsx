import type { ReactNode } from 'react';
import type { ContentKey } from '@shared/content';
import type { MoveTarget } from '@shared/order';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/Spinner';
import { useSiteStore, type SiteList, type SiteState } from '../../stores/site';
import { AdminTable, cellClass, EmptyList } from './AdminTable';
import { LoadFailed, useLoadFailed } from './LoadFailed';
import { ORDER_COLUMN, useReorder } from './Reorder';
import { RowActions } from './RowActions';
import { useDeleteRow } from './useDeleteRow';

/** The `items`, `loading` and `failed` of an AdminList over one of the site store's lists. */
export function useSiteList<K extends SiteList>(list: K): { items: SiteState[K]; loading: boolean; failed: boolean } {
  const items = useSiteStore((s) => s[list]);
  const loading = useSiteStore((s) => s.loading);
  const failed = useLoadFailed(list);
  return { items, loading, failed };
}

/** A column of an admin list after the order column: its head and each row's cell. */
export interface ListColumn<T> {
  label: string;
  /** Hidden on phones (the row still shows the essentials). */
  wide?: boolean;
  /** Extra classes of the cell. */
  className?: string;
  cell: (item: T) => ReactNode;
}

export interface AdminListProps<T extends { id: string }> {
  items: T[];
  /** Nothing to show yet (the spinner, labelled `loadingLabel`). */
  loading: boolean;
  loadingLabel: string;
  /** The last read failed: the error with a Retry (`retry`, else the site data's), never empty. */
  failed: boolean;
  retry?: () => Promise<unknown>;
  /** Shown when there is nothing ("No projects yet. Add the first one."). */
  emptyText: string;
  /** The table's caption for screen readers. */
  caption: string;
  columns: ListColumn<T>[];
  /** Names a row in its buttons, messages and dialogs ("Move Founder up", "Edit Founder"). */
  nameOf: (item: T) => string;
  /** Moves an item on the server and puts the order it answers on screen. */
  move: (id: string, target: MoveTarget) => Promise<void>;
  /** Moves are off for another reason than a delete (a row being renamed). */
  moveDisabled?: boolean;
  /** The delete of a row: the seed's confirmation and failure texts, the toast, the call. */
  remove: {
    confirmText: string;
    failureText: string | ((err: unknown) => string);
    deletedText: string;
    call: (id: string) => Promise<void>;
  };
  /** A row's edit (a page, or an action in place such as Rename) and public preview. */
  actionsOf: (item: T) => { editTo?: string; onRename?: () => void; previewTo?: string };
  /** Replaces a row entirely (a category being renamed in place); null keeps the row. */
  rowOverride?: (item: T) => ReactNode;
  /** The items' content key (shared/content.ts): each row links to the item's history. */
  history?: ContentKey;
}

/**
 * The list of an admin screen (issue 15, item 11): a spinner while loading, the error with a
 * Retry when the read failed, the empty text, else the table in the staff's order (drag, or the
 * move buttons), each row with its actions and a delete that confirms in the dialog and toasts.
 */
export function AdminList<T extends { id: string }>({
  items,
  loading,
  loadingLabel,
  failed,
  retry,
  emptyText,
  caption,
  columns,
  nameOf,
  move,
  moveDisabled = false,
  remove,
  actionsOf,
  rowOverride,
  history,
}: AdminListProps<T>) {
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: remove.confirmText,
    failureText: remove.failureText,
    deletedText: remove.deletedText,
    remove: remove.call,
  });
  const reorder = useReorder({ items, nameOf, move, disabled: deletingId !== null || moveDisabled });

  if (loading) return <Spinner label={loadingLabel} className="py-16" />;
  if (failed) return <LoadFailed onRetry={retry} />;
  if (items.length === 0) return <EmptyList>{emptyText}</EmptyList>;
  return (
    <>
      {reorder.status}
      <AdminTable
        caption={caption}
        columns={[
          ORDER_COLUMN,
          ...columns.map(({ label, wide }) => ({ label, wide })),
          { label: 'Actions', alignEnd: true },
        ]}
      >
        {items.map((item, index) => {
          const replaced = rowOverride?.(item);
          if (replaced) return replaced;
          const deleting = deletingId === item.id;
          return reorder.row(
            item,
            index,
            deleting,
            <>
              {columns.map((column) => (
                <td key={column.label} className={`${cellClass(column.wide)} ${column.className ?? ''}`}>
                  {column.cell(item)}
                </td>
              ))}
              <td className={cellClass()}>
                <RowActions
                  itemName={nameOf(item)}
                  {...actionsOf(item)}
                  historyTo={history && paths.admin.history.getHref(history, item.id)}
                  onDelete={() => void handleDelete(item.id, nameOf(item))}
                  deleting={deleting}
                  busy={deletingId !== null}
                />
              </td>
            </>,
          );
        })}
      </AdminTable>
    </>
  );
}
