/**
 * The admin panel's own confirmation and error dialogs (issue 15, item 4), in place of the
 * browser's `confirm` and `alert`: `role="alertdialog"`, labelled by its title and described by
 * the message (the specification's exact texts), focus moved in and kept inside (Tab wraps), Esc
 * cancels, and focus returns to where it was. One dialog at a time; `DialogHost` (in the admin
 * layout) shows it.
 */
import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { primaryButton, secondaryButton } from './buttonStyles';

interface OpenDialog {
  title: string;
  message: string;
  /** The confirming button; absent for an error, which only has OK. */
  confirmLabel?: string;
  danger?: boolean;
  resolve: (confirmed: boolean) => void;
}

let current: OpenDialog | null = null;
const listeners = new Set<() => void>();

function show(dialog: OpenDialog | null): void {
  current = dialog;
  for (const listener of listeners) listener();
}

function open(dialog: Omit<OpenDialog, 'resolve'>): Promise<boolean> {
  // note: a second request while one is open answers the first as cancelled.
  current?.resolve(false);
  return new Promise((resolve) => show({ ...dialog, resolve }));
}

/** Asks `message`; resolves true when confirmed, false when cancelled (button or Esc). */
export function confirmDialog(
  message: string,
  options: { title?: string; confirmLabel?: string; danger?: boolean } = {},
): Promise<boolean> {
  return open({
    title: options.title ?? 'Please confirm',
    message,
    confirmLabel: options.confirmLabel ?? 'Delete',
    danger: options.danger ?? true,
  });
}

/** Shows an error `message` until it is dismissed. */
export async function errorDialog(message: string, title = 'Something went wrong'): Promise<void> {
  await open({ title, message });
}

/** Closes any open dialog as cancelled (a screen that goes away, a test that starts). */
export function resetDialog(): void {
  current?.resolve(false);
  show(null);
}

function useOpenDialog(): OpenDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** Renders the open dialog, if any. */
export function DialogHost() {
  const dialog = useOpenDialog();
  const box = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!dialog) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    // The safe choice has the focus: Cancel, or OK for an error.
    box.current?.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
    return () => {
      const target = returnTo.current;
      if (target && target.isConnected) target.focus();
    };
  }, [dialog]);

  if (!dialog) return null;

  function close(confirmed: boolean) {
    dialog!.resolve(confirmed);
    show(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    if (!buttons.length) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const confirmClass = dialog.danger
    ? 'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-red-600'
    : primaryButton;

  return (
    // note: at the foot of a phone's screen, so it hides less of the list it asks about.
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-brand-950/50 p-4 sm:items-center">
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="admin-dialog-title"
        aria-describedby="admin-dialog-message"
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
      >
        <h2 id="admin-dialog-title" className="break-words text-lg font-semibold text-brand-900">
          {dialog.title}
        </h2>
        <p id="admin-dialog-message" className="mt-2 text-sm text-slate-700">
          {dialog.message}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {dialog.confirmLabel ? (
            <>
              <button type="button" data-autofocus className={secondaryButton} onClick={() => close(false)}>
                Cancel
              </button>
              <button type="button" className={confirmClass} onClick={() => close(true)}>
                {dialog.confirmLabel}
              </button>
            </>
          ) : (
            <button type="button" data-autofocus className={primaryButton} onClick={() => close(true)}>
              OK
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
