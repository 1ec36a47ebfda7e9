import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { clampFocus, focusPayload, focusStyle, focusText } from '@shared/focus';

interface FocalPointFieldProps {
  /** The image as it is now: the chosen file's preview, else the saved one's URL; '' for none. */
  src: string;
  /** The form's value, "x y" (shared/focus.ts focusText). */
  value: string;
  onChange: (value: string) => void;
  /** A round crop on the pages (team portraits): the previews show one. */
  round?: boolean;
}

const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The focal point of an image the public pages crop (issue 28, item 3; decision 021): staff click
 * the part that must stay in view, or focus the photo and move the point with the arrow keys
 * (5% a press, 1% with Shift); Home puts it back in the centre. Two previews show the crops.
 */
export function FocalPointField({ src, value, onChange, round = false }: FocalPointFieldProps) {
  const id = useId();
  const image = useRef<HTMLImageElement>(null);
  const point = focusPayload(value) ?? { x: 50, y: 50 };
  const set = (x: number, y: number) => onChange(focusText(clampFocus(x, y)));

  if (!src) return null;

  function click(e: MouseEvent<HTMLDivElement>) {
    const box = image.current?.getBoundingClientRect();
    if (!box || !box.width || !box.height) return;
    set(((e.clientX - box.left) / box.width) * 100, ((e.clientY - box.top) / box.height) * 100);
  }

  function key(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Home') {
      e.preventDefault();
      set(50, 50);
      return;
    }
    const move = KEYS[e.key];
    if (!move) return;
    e.preventDefault();
    const step = e.shiftKey ? 1 : 5;
    set(point.x + move[0] * step, point.y + move[1] * step);
  }

  const style = focusStyle(point) ?? {};
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        Focal point
      </p>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Click the part of the photo that must stay in view when the site crops it, or focus the photo and use the arrow
        keys (Shift for small steps, Home for the centre).
      </p>
      {/* note: the photo's height is kept (min-h-56, its max-h) before it loads, and the previews go
          under it on a phone: a form that grew as photos loaded pushed a failed save's message,
          just scrolled into view, out of it. */}
      <div className="mt-2 flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap">
        <div className="flex min-h-56 items-start">
          {/* note: a 2D point has no native control; the photo itself takes clicks and arrow keys. */}
          <div
            role="group"
            tabIndex={0}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint ${id}-value`}
            onClick={click}
            onKeyDown={key}
            className="relative inline-block cursor-crosshair rounded-md focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-300"
            data-focal-point={`${point.x} ${point.y}`}
          >
            <img ref={image} src={src} alt="" draggable={false} className="block max-h-56 max-w-full rounded-md" />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-amber-500/70 shadow-[0_0_0_2px_rgba(15,23,42,0.6)]"
              style={{ left: `${point.x}%`, top: `${point.y}%` }}
            />
          </div>
        </div>
        <div aria-hidden="true" className="flex items-start gap-3">
          <img src={src} alt="" className="aspect-[3/2] w-28 rounded object-cover" style={style} />
          <img
            src={src}
            alt=""
            className={`aspect-square w-16 object-cover ${round ? 'rounded-full' : 'rounded'}`}
            style={style}
          />
        </div>
      </div>
      <p id={`${id}-value`} aria-live="polite" className="mt-1 text-xs text-slate-600">
        {point.x}% across, {point.y}% down{point.x === 50 && point.y === 50 ? ' (the centre)' : ''}
      </p>
    </div>
  );
}
