/**
 * Focal points of the images the public pages crop (issue 28, item 3; decision 021): covers,
 * the home page's background, service images and team portraits. Staff set the point that must
 * stay in view; every crop on the public pages is `object-fit: cover` with `object-position` at
 * it. Stored per image field as `<field>_focus`, a JSON `{ "x": 0–100, "y": 0–100 }` (percent
 * across and down); empty (null) is the centre, today's look.
 */

export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 50, y: 50 };

export const FOCUS_MESSAGE = 'A focal point is two whole numbers from 0 to 100: { "x": across, "y": down }.';

function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

/** True for a stored focal point: exactly `x` and `y`, whole numbers 0–100; or empty. */
export function isFocalPoint(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const point = value as Record<string, unknown>;
  return keys.length === 2 && isPercent(point.x) && isPercent(point.y);
}

/** The point a stored value names: the centre when empty or not a focal point. */
export function focusOf(value: unknown): FocalPoint {
  return value !== null && value !== undefined && isFocalPoint(value) ? (value as FocalPoint) : CENTRE;
}

/**
 * The style of a cropped <img> for a stored focal point, or undefined at the centre (the
 * browser's default: the page stays as it was).
 */
export function focusStyle(value: unknown): { objectPosition: string } | undefined {
  const { x, y } = focusOf(value);
  return x === CENTRE.x && y === CENTRE.y ? undefined : { objectPosition: `${x}% ${y}%` };
}

/** A point moved into 0–100 and rounded. */
export function clampFocus(x: number, y: number): FocalPoint {
  const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
  return { x: clamp(x), y: clamp(y) };
}

/** A focal point as a form holds it ("x y"). */
export function focusText(value: unknown): string {
  const { x, y } = focusOf(value);
  return `${x} ${y}`;
}

/** A form's "x y" as the value to save (null for the centre, so nothing changes for it). */
export function focusPayload(text: string): FocalPoint | null {
  const [x, y] = text.split(' ').map(Number);
  const point = clampFocus(Number.isFinite(x) ? x : CENTRE.x, Number.isFinite(y) ? y : CENTRE.y);
  return point.x === CENTRE.x && point.y === CENTRE.y ? null : point;
}
