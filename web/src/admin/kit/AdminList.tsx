import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
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
import { TranslationFilter, TranslationMarker } from './TranslationMarker';
import { hasTranslations, needsTranslation, TRANSLATE_PARAM } from './translations';

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
  /**
   * The items' content key (shared/content.ts): each row links to the item's history and marks
   * what is left to translate; the list can be filtered to those (`?translate=1`).
   */
  content?: ContentKey;
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
  content,
}: AdminListProps<T>) {
  const [params, setParams] = useSearchParams();
  const translated = content !== undefined && hasTranslations(content);
  const toTranslate = translated ? items.filter((item) => needsTranslation(content, item)) : [];
  const filtered = translated && params.get(TRANSLATE_PARAM) === '1';
  const shown = filtered ? toTranslate : items;
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: remove.confirmText,
    failureText: remove.failureText,
    deletedText: remove.deletedText,
    remove: remove.call,
  });
  // note: a filtered list is not the whole order: moves wait until the filter is off.
  const reorder = useReorder({
    items: shown,
    nameOf,
    move,
    disabled: deletingId !== null || moveDisabled || filtered,
  });

  if (loading) return <Spinner label={loadingLabel} className="py-16" />;
  if (failed) return <LoadFailed onRetry={retry} />;
  if (items.length === 0) return <EmptyList>{emptyText}</EmptyList>;
  return (
    <>
      {translated && (
        <TranslationFilter
          count={toTranslate.length}
          on={filtered}
          onChange={(on) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (on) next.set(TRANSLATE_PARAM, '1');
                else next.delete(TRANSLATE_PARAM);
                return next;
              },
              { replace: true },
            )
          }
        />
      )}
      {filtered && shown.length === 0 && <EmptyList>Everything here is translated into Sinhala and Tamil.</EmptyList>}
      {reorder.status}
      <AdminTable
        caption={caption}
        columns={[
          ORDER_COLUMN,
          ...columns.map(({ label, wide }) => ({ label, wide })),
          // Its own column, so that a row's name stays its name; on a phone the filter says it
          // (a fourth column would push the actions off the screen).
          ...(translated ? [{ label: 'To translate', wide: true }] : []),
          { label: 'Actions', alignEnd: true },
        ]}
      >
        {shown.map((item, index) => {
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
              {translated && (
                <td className={cellClass(true)}>
                  <TranslationMarker content={content} item={item} />
                </td>
              )}
              <td className={cellClass()}>
                <RowActions
                  itemName={nameOf(item)}
                  {...actionsOf(item)}
                  historyTo={content && paths.admin.history.getHref(content, item.id)}
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
