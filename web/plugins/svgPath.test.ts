import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePath, roundPathData, stringifyPath, type PathSegment } from './svgPath.ts';

type Point = [number, number];
/** A segment drawn: its kind, its points (absolute, implied ones too), and its point at t in [0, 1]. */
interface Drawn {
  kind: string;
  points: Point[];
  radii?: Point;
  at: (t: number) => Point;
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const bezier = (points: Point[], t: number): Point =>
  points.length === 1
    ? points[0]
    : bezier(
        points.slice(1).map((p, i) => lerp(points[i], p, t)),
        t,
      );

/** A point of an SVG arc, by the endpoint-to-center conversion of SVG 1.1 appendix F.6.5. */
function arc(from: Point, [rx0, ry0, angle, large, sweep, x, y]: number[]): (t: number) => Point {
  const phi = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (from[0] - x) / 2;
  const dy = (from[1] - y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  let [rx, ry] = [Math.abs(rx0), Math.abs(ry0)];
  if (!rx || !ry || (dx === 0 && dy === 0)) return (t) => lerp(from, [x, y], t);
  const scale = Math.sqrt(Math.max(1, (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)));
  rx *= scale;
  ry *= scale;
  const k =
    (large === sweep ? -1 : 1) *
    Math.sqrt(
      Math.max(
        0,
        (rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1) / (rx * rx * y1 * y1 + ry * ry * x1 * x1),
      ),
    );
  const cx1 = (k * rx * y1) / ry;
  const cy1 = (-k * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from[0] + x) / 2;
  const cy = sin * cx1 + cos * cy1 + (from[1] + y) / 2;
  const start = Math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx);
  let delta = Math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  return (t) => {
    const theta = start + delta * t;
    const [ex, ey] = [rx * Math.cos(theta), ry * Math.sin(theta)];
    return [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy];
  };
}

/** Each segment as drawn, in absolute coordinates (S and T with their reflected control points). */
function draw(segments: PathSegment[]): Drawn[] {
  let current: Point = [0, 0];
  let start: Point = [0, 0];
  let cubic: Point | undefined; // the last control point of a C or S just before, for an S
  let quadratic: Point | undefined; // the control point of a Q or T just before, for a T
  return segments.map(({ command, args }) => {
    const kind = command.toUpperCase();
    const base = command === kind ? [0, 0] : current;
    const pt = (i: number): Point => [args[i] + base[0], args[i + 1] + base[1]];
    const from = current;
    const reflect = (control: Point | undefined): Point =>
      control ? [2 * from[0] - control[0], 2 * from[1] - control[1]] : from;
    const line = (to: Point): Drawn => ({ kind: 'L', points: [to], at: (t) => lerp(from, to, t) });
    let drawn: Drawn;
    let curve: Point[] = [];
    if (kind === 'Z') drawn = { ...line(start), kind };
    else if (kind === 'M') drawn = { ...line(pt(0)), kind };
    else if (kind === 'L') drawn = line(pt(0));
    else if (kind === 'H') drawn = line([args[0] + base[0], from[1]]);
    else if (kind === 'V') drawn = line([from[0], args[0] + base[1]]);
    else if (kind === 'A') {
      const end = pt(5);
      drawn = { kind, points: [end], radii: [args[0], args[1]], at: arc(from, [...args.slice(0, 5), ...end]) };
    } else {
      const points = args.flatMap((_, i) => (i % 2 ? [] : [pt(i)]));
      curve = kind === 'S' ? [reflect(cubic), ...points] : kind === 'T' ? [reflect(quadratic), ...points] : points;
      drawn = { kind: kind === 'C' || kind === 'S' ? 'C' : 'Q', points: curve, at: (t) => bezier([from, ...curve], t) };
    }
    cubic = drawn.kind === 'C' ? curve.at(-2) : undefined;
    quadratic = drawn.kind === 'Q' ? curve.at(-2) : undefined;
    current = drawn.points.at(-1)!;
    if (kind === 'M') start = current;
    return drawn;
  });
}

/** How far apart the two drawings' points are, and their outlines. */
function deviation(original: Drawn[], rounded: Drawn[]): { points: number; outline: number; radii: number } {
  expect(rounded.map((s) => s.kind)).toEqual(original.map((s) => s.kind));
  const result = { points: 0, outline: 0, radii: 0 };
  // By the largest error of a coordinate.
  const error = (a: Point, b: Point) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
  original.forEach((segment, i) => {
    const other = rounded[i];
    segment.points.forEach((p, j) => (result.points = Math.max(result.points, error(p, other.points[j]))));
    if (segment.radii) result.radii = Math.max(result.radii, error(segment.radii, other.radii!));
    for (let t = 0; t <= 1; t += 0.125) result.outline = Math.max(result.outline, error(segment.at(t), other.at(t)));
  });
  return result;
}

const FA = readFileSync(fileURLToPath(import.meta.resolve('react-icons/fa')), 'utf8');
const ICONS = [...FA.matchAll(/^export function (\w+) .*\n.*"d":"([^"]*)"/gm)].map((m) => [m[1], m[2]] as const);

describe('svgPath', () => {
  it('parses compact path data: implicit repeats, arc flags without separators, exponents', () => {
    expect(parsePath('M1,2 3 4a1 1 0 0110 10 2 2 0 1 0-5-5zm1 1e1')).toEqual([
      { command: 'M', args: [1, 2] },
      { command: 'L', args: [3, 4] },
      { command: 'a', args: [1, 1, 0, 0, 1, 10, 10] },
      { command: 'a', args: [2, 2, 0, 1, 0, -5, -5] },
      { command: 'z', args: [] },
      { command: 'm', args: [1, 10] },
    ]);
    expect(() => parsePath('M1 2a1 1 0 2 0 3 3')).toThrow();
    expect(() => parsePath('M1 2 3')).toThrow();
  });

  it('rounds relative coordinates without letting the error add up', () => {
    // Ten steps of 0.4: rounded one by one they would be ten steps of 0, four units short.
    const d = `M0 0${' l0.4 0.4'.repeat(10)}`;
    const drawn = draw(parsePath(roundPathData(d, 0)));
    expect(drawn.at(-1)!.points[0]).toEqual([4, 4]);
    drawn.forEach((segment, i) => {
      expect(Math.abs(segment.points[0][0] - 0.4 * i)).toBeLessThanOrEqual(0.5);
    });
  });

  it('keeps arcs exact, and the point each starts from', () => {
    // A whole circle as one arc: with its two ends rounded onto one point, it would not be drawn.
    expect(roundPathData('M431.875 382.57a97.405 97.405 0 1 1 .005 0z', 0)).toBe(
      'm431.875 382.57a97.405 97.405 0 1 1 .005 0z',
    );
    // After a z an arc starts from the subpath's start, else from the end of the segment before.
    expect(roundPathData('M1.25 1.25h10.4zA3.3 3.3 0 0 1 5.55 5.55', 0)).toBe('m1.25 1.25h10za3.3 3.3 0 0 1 4.3 4.3');
    expect(roundPathData('M1.2 1.2h10.4 3.3A3.3 3.3 0 0 1 20.3 20.3', 0)).toBe('m1 1h11l2.9.2a3.3 3.3 0 0 1 5.4 19.1');
  });

  it('writes an S or T as a C or Q where the control point it implies would stray', () => {
    // Rounded, the C's end moves by .4 and its last control point by -.4, the S's first by 1.2.
    expect(roundPathData('M0 0C0 10 10 10.4 10 9.6S20 0 20 0', 0)).toBe('m0 0c0 10 10 10 10 10 0-1 10-10 10-10');
    expect(roundPathData('M0 0C0 10 10 10 10 10S20 0 20 0', 0)).toBe('m0 0c0 10 10 10 10 10S20 0 20 0');
  });

  it('writes numbers as short as SVG allows and as little as the commands need', () => {
    expect(stringifyPath(parsePath('M 0.5 -0.5 L 1.5 0.5 L -2 3 Z Z'))).toBe('M.5-.5 1.5.5-2 3ZZ');
    expect(roundPathData('M10 10 L20 10 L20 30 l5 5', 0)).toBe('m10 10h10v20l5 5');
  });

  it.each([0, 1])(
    'keeps every point of all %i-decimal Font Awesome icons within half a step of the original',
    (decimals) => {
      expect(ICONS.length).toBeGreaterThan(1500);
      const half = 0.5 / 10 ** decimals + 1e-9;
      let worst = { points: 0, outline: 0, radii: 0 };
      let before = 0;
      let after = 0;
      for (const [name, d] of ICONS) {
        const rounded = roundPathData(d, decimals);
        before += d.length;
        after += rounded.length;
        const found = deviation(draw(parsePath(d)), draw(parsePath(rounded)));
        if (found.points > half || found.radii > half) throw new Error(`${name}: ${JSON.stringify(found)}`);
        worst = {
          points: Math.max(worst.points, found.points),
          outline: Math.max(worst.outline, found.outline),
          radii: Math.max(worst.radii, found.radii),
        };
      }
      // The outline too: each point of a curve is a weighted mean of its ends and control points.
      expect(worst.outline).toBeLessThanOrEqual(half);
      expect(after).toBeLessThan(before);
    },
  );
});
