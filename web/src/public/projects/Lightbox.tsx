import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { FaChevronLeft, FaChevronRight, FaTimes } from 'react-icons/fa';
import { fill } from '@shared/words';
import type { GalleryWords } from './Gallery';

export interface LightboxImage {
  src: string;
  srcSet?: string;
  alt: string;
  /** 'en' when the alt text is the English standing in for a translation. */
  lang?: 'en';
}

interface LightboxProps {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Accessible name of the dialog, e.g. "Photos of Hill Country Bungalow". */
  label: string;
  /** Its words in the page's language. */
  words: GalleryWords;
}

/** Horizontal swipe distance, in pixels, that turns the page. */
const SWIPE_DISTANCE = 50;

const CONTROL =
  'flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition-colors hover:bg-white/25';

/**
 * A full-screen image viewer as a modal dialog. Keyboard: Escape closes, the arrow keys turn,
 * Tab stays inside. Touch: swipe left or right. Focus returns where it was when it closes.
 */
export function Lightbox({ images, index, onIndexChange, onClose, label, words }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStartX = useRef<number | null>(null);
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      previousFocus?.focus();
    };
  }, []);

  function go(step: number) {
    onIndexChange((index + step + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? []);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  function onTouchStart(event: TouchEvent) {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || count < 2) return;
    if (end - start <= -SWIPE_DISTANCE) go(1);
    else if (end - start >= SWIPE_DISTANCE) go(-1);
  }

  if (!image) return null;

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-brand-950/95 backdrop-blur-sm focus:outline-none"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 text-white sm:px-6">
        <p aria-live="polite" className="text-sm font-medium text-slate-200">
          {fill(words.counter, { n: index + 1, count })}
        </p>
        <button ref={closeRef} type="button" aria-label={words.close} className={CONTROL} onClick={onClose}>
          <FaTimes aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-20"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={image.src}
          src={image.src}
          srcSet={image.srcSet}
          sizes="100vw"
          alt={image.alt}
          lang={image.lang}
          className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={words.previous}
              className={`${CONTROL} absolute top-1/2 left-2 -translate-y-1/2 sm:left-6`}
              onClick={() => go(-1)}
            >
              <FaChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={words.next}
              className={`${CONTROL} absolute top-1/2 right-2 -translate-y-1/2 sm:right-6`}
              onClick={() => go(1)}
            >
              <FaChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
