import { useEffect, useRef, useState, type DragEvent, type HTMLAttributes, type ReactNode } from 'react';
import { FaAngleDoubleUp, FaArrowDown, FaArrowUp, FaGripVertical } from 'react-icons/fa';
import type { MoveTarget } from '@shared/order';
import { FormAlert } from './FormFields';

/** The first column of an ordered list (its cells come from `useReorder().row`). */
export const ORDER_COLUMN = { label: 'Order' };

/** Shown when a move fails (the list then shows the order the server kept). */
export function moveFailedMessage(name: string): string {
  return `Could not move ${name}. Please try again.`;
}

interface ReorderOptions<T> {
  items: T[];
  /** Names a row in button labels and messages ("Move Founder up"). */
  nameOf: (item: T) => string;
  /** Moves an item on the server and puts the order it answers on screen. */
  move: (id: string, target: MoveTarget) => Promise<void>;
  /** Moves are off (a row is being deleted). */
  disabled?: boolean;
}

type Focus = 'up' | 'down' | 'top';

/**
 * Staff-set order of an admin list (issue 15): each row can be dragged onto another (native
 * HTML drag and drop), moved one place with its "Move up" / "Move down" buttons or to the top
 * with "Move to top". One move at a time; the result is announced to screen readers, the focus
 * stays on the moved row, and the page scrolls with the row so that it stays where it was on the
 * screen, under the finger that pressed (issue 28: on a phone the row jumped away each time).
 */
export function useReorder<T extends { id: string }>({ items, nameOf, move, disabled = false }: ReorderOptions<T>) {
  const [movingId, setMovingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const busy = useRef(false);
  const refocus = useRef<{ id: string; focus: Focus; top: number | null } | null>(null);
  const off = disabled || movingId !== null;

  async function run(item: T, target: MoveTarget, focus: Focus | null): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    const top = rowTop(item.id);
    setMovingId(item.id);
    setError(null);
    try {
      await move(item.id, target);
      setAnnouncement(`Moved ${nameOf(item)} ${focus === 'top' ? 'to the top' : (focus ?? 'to its new place')}.`);
    } catch {
      setError(moveFailedMessage(nameOf(item)));
    } finally {
      busy.current = false;
      refocus.current = focus ? { id: item.id, focus, top } : null;
      setMovingId(null);
    }
  }

  // note: the buttons are disabled during a move and React moves the row's nodes, which drops
  // the focus; once the list is rendered enabled again, the page scrolls by as much as the row
  // moved (so it stays under the finger) and the focus goes back to the button pressed, or to
  // its twin when the row reached an end of the list.
  useEffect(() => {
    const target = refocus.current;
    if (movingId !== null || !target) return;
    refocus.current = null;
    const now = rowTop(target.id);
    if (target.top !== null && now !== null && now !== target.top) window.scrollBy(0, now - target.top);
    const pressed = document.getElementById(buttonId(target.id, target.focus)) as HTMLButtonElement | null;
    const other = document.getElementById(buttonId(target.id, target.focus === 'down' ? 'up' : 'down'));
    (pressed?.disabled ? other : pressed)?.focus({ preventScroll: true });
  }, [movingId, items]);

  function moveToTop(item: T): void {
    const first = items[0];
    if (!first || first.id === item.id) return;
    void run(item, { before: first.id }, 'top');
  }

  function moveBy(item: T, index: number, step: -1 | 1): void {
    const neighbour = items[index + step];
    if (!neighbour) return;
    void run(item, step < 0 ? { before: neighbour.id } : { after: neighbour.id }, step < 0 ? 'up' : 'down');
  }

  function rowProps(item: T, index: number): HTMLAttributes<HTMLTableRowElement> & { draggable: boolean } {
    const from = dragId ? items.findIndex((i) => i.id === dragId) : -1;
    const isTarget = overId === item.id && dragId !== null && dragId !== item.id;
    return {
      draggable: !off,
      onDragStart: (e: DragEvent<HTMLTableRowElement>) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', nameOf(item));
        setDragId(item.id);
      },
      onDragOver: (e: DragEvent<HTMLTableRowElement>) => {
        if (!dragId || dragId === item.id) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (overId !== item.id) setOverId(item.id);
      },
      onDrop: (e: DragEvent<HTMLTableRowElement>) => {
        e.preventDefault();
        const dragged = items.find((i) => i.id === dragId);
        setDragId(null);
        setOverId(null);
        if (!dragged || dragged.id === item.id) return;
        // Dropped on a row below it: it goes after that row; above: before it.
        void run(dragged, from < index ? { after: item.id } : { before: item.id }, null);
      },
      onDragEnd: () => {
        setDragId(null);
        setOverId(null);
      },
      className: [
        dragId === item.id ? 'opacity-50' : '',
        isTarget ? (from < index ? 'shadow-[inset_0_-3px_0_0_#b45309]' : 'shadow-[inset_0_3px_0_0_#b45309]') : '',
        movingId === item.id ? 'opacity-60' : '',
      ].join(' '),
    };
  }

  /** The row's first cell (ORDER_COLUMN): a drag grip, Move to top and the two move buttons. */
  function cell(item: T, index: number) {
    const name = nameOf(item);
    const button =
      'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-30';
    return (
      <td className="w-px px-2 py-2 align-middle">
        <div className="flex flex-col items-center gap-0.5 md:flex-row">
          <FaGripVertical
            aria-hidden="true"
            className="hidden cursor-grab text-slate-400 md:block"
            title="Drag to reorder"
          />
          <button
            type="button"
            id={buttonId(item.id, 'top')}
            className={button}
            aria-label={`Move ${name} to top`}
            title="Move to top"
            disabled={off || index === 0}
            onClick={() => moveToTop(item)}
          >
            <FaAngleDoubleUp aria-hidden="true" />
          </button>
          <button
            type="button"
            id={buttonId(item.id, 'up')}
            className={button}
            aria-label={`Move ${name} up`}
            title="Move up"
            disabled={off || index === 0}
            onClick={() => moveBy(item, index, -1)}
          >
            <FaArrowUp aria-hidden="true" />
          </button>
          <button
            type="button"
            id={buttonId(item.id, 'down')}
            className={button}
            aria-label={`Move ${name} down`}
            title="Move down"
            disabled={off || index === items.length - 1}
            onClick={() => moveBy(item, index, 1)}
          >
            <FaArrowDown aria-hidden="true" />
          </button>
        </div>
      </td>
    );
  }

  /** A list row: the order cell, then the screen's own cells. */
  function row(item: T, index: number, deleting: boolean, cells: ReactNode) {
    const props = rowProps(item, index);
    return (
      <tr
        key={item.id}
        id={rowId(item.id)}
        {...props}
        aria-disabled={deleting || undefined}
        className={`${props.className} ${deleting ? 'opacity-60' : ''}`}
      >
        {cell(item, index)}
        {cells}
      </tr>
    );
  }

  const status = (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {error && (
        <div className="mb-4">
          <FormAlert message={error} />
        </div>
      )}
    </>
  );

  return { row, status };
}

function buttonId(id: string, direction: Focus): string {
  return `move-${direction}-${id}`;
}

function rowId(id: string): string {
  return `order-row-${id}`;
}

/** Where the row is on the screen now (px from the viewport's top), or null when it is not shown. */
function rowTop(id: string): number | null {
  const row = document.getElementById(rowId(id));
  return row ? row.getBoundingClientRect().top : null;
}
