/** One command of SVG path data: its letter (`M`, `c`, ...; implicit repeats made explicit) and numbers. */
export interface PathSegment {
  command: string;
  args: number[];
}

/** How many numbers each command takes. */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SEPARATORS = /[\s,]*/y;

/** Parses path data; throws on anything the SVG grammar does not allow. */
export function parsePath(d: string): PathSegment[] {
  const segments: PathSegment[] = [];
  let at = 0;
  const skip = () => {
    SEPARATORS.lastIndex = at;
    SEPARATORS.test(d);
    at = SEPARATORS.lastIndex;
  };
  const number = (flag: boolean): number => {
    skip();
    // note: arc flags are one digit and may run into the next number (`a1 1 0 0110 10`).
    if (flag && (d[at] === '0' || d[at] === '1')) return Number(d[at++]);
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(d);
    if (flag || !match) throw new Error(`svgPath: bad number at ${at} in ${d}`);
    at = NUMBER.lastIndex;
    return Number(match[0]);
  };
  let command = '';
  for (skip(); at < d.length; skip()) {
    if (/[a-z]/i.test(d[at])) {
      command = d[at++];
      if (!(command.toLowerCase() in ARITY)) throw new Error(`svgPath: bad command ${command} in ${d}`);
    } else if (!command || /z/i.test(command)) {
      throw new Error(`svgPath: number without a command at ${at} in ${d}`);
    } else if (command === 'M' || command === 'm') {
      // Numbers after a moveto's first pair are lineto pairs.
      command = command === 'M' ? 'L' : 'l';
    }
    const arity = ARITY[command.toLowerCase()];
    const args: number[] = [];
    for (let i = 0; i < arity; i++) args.push(number(/a/i.test(command) && (i === 3 || i === 4)));
    segments.push({ command, args });
  }
  return segments;
}

/** Path numbers are worked in millionths, as whole numbers: sums and differences stay exact. */
const UNIT = 1e6;

/**
 * The segments with their coordinates rounded to `decimals` decimals, each point (control points
 * too, those an S or T implies included) within half a step of where the original puts it. Each
 * segment is written in whichever of its relative and absolute forms is shorter, a line along an
 * axis as `h` or `v`.
 *
 * note: rounding each relative number on its own lets the error add up along the path; here each
 * point is rounded from its exact position, whichever form writes it. An S or T reflects the
 * control point before it about the current point, which can triple the error: one that would
 * stray more than half a step is written as the C or Q it stands for. Arcs are kept exact, and so
 * is the point each starts from: an arc whose chord is close to its diameter moves far when its
 * ends move a little (and one drawing a whole circle vanishes when they meet).
 */
export function roundPath(segments: PathSegment[], decimals: number): PathSegment[] {
  const step = UNIT / 10 ** decimals;
  const grid = (value: number) => Math.round(value / step) * step;

  // Each segment's exact points (absolute; an S or T's implied control point first), and the
  // segments whose end must stay exact.
  const exact: number[][] = [];
  const pinned = segments.map(() => false);
  let [x, y, startX, startY, subpath] = [0, 0, 0, 0, 0];
  let control: number[] | undefined; // the last control point, and of which kind of curve
  let curve = '';
  segments.forEach(({ command, args }, i) => {
    const lower = command.toLowerCase();
    const base = command === lower ? [x, y] : [0, 0];
    const at = (value: number, j: number) => Math.round(value * UNIT) + base[j % 2];
    let points: number[];
    if (lower === 'z') points = [startX, startY];
    else if (lower === 'h') points = [at(args[0], 0), y];
    else if (lower === 'v') points = [x, at(args[0], 1)];
    else if (lower === 'a') points = [at(args[5], 0), at(args[6], 1)];
    else points = args.map(at);
    if (lower === 's' || lower === 't')
      points = [...reflect(x, y, curve === (lower === 's' ? 'c' : 'q') ? control : undefined), ...points];
    exact.push(points);
    if (lower === 'a' && i > 0)
      pinned[i] = pinned[segments[i - 1].command.toLowerCase() === 'z' ? subpath : i - 1] = true;
    [x, y] = points.slice(-2);
    [curve, control] =
      lower === 'c' || lower === 's'
        ? ['c', points.slice(-4, -2)]
        : lower === 'q' || lower === 't'
          ? ['q', points.slice(-4, -2)]
          : ['', undefined];
    if (lower === 'm') [startX, startY, subpath] = [x, y, i];
  });

  const out: PathSegment[] = [];
  let previous = '';
  [x, y, startX, startY, curve, control] = [0, 0, 0, 0, '', undefined]; // now as the rounded path draws them
  segments.forEach(({ command, args }, i) => {
    let lower = command.toLowerCase();
    if (lower === 'z') {
      out.push({ command, args: [] });
      [x, y, previous, curve] = [startX, startY, command, ''];
      return;
    }
    let points = exact[i];
    if (lower === 's' || lower === 't') {
      const [cx, cy] = reflect(x, y, curve === (lower === 's' ? 'c' : 'q') ? control : undefined);
      if (Math.max(Math.abs(cx - points[0]), Math.abs(cy - points[1])) <= step / 2) points = points.slice(2);
      else lower = lower === 's' ? 'c' : 'q';
    }
    const forms = [false, true].map((relative) => {
      const from = (j: number) => (j % 2 ? y : x);
      // Where the form puts each point: rounded onto the grid, or a whole number of steps away.
      const target = points.map((value, j) =>
        lower === 'a' || (pinned[i] && j >= points.length - 2)
          ? value
          : relative
            ? from(j) + grid(value - from(j))
            : grid(value),
      );
      const [endX, endY] = target.slice(-2);
      let kind = lower;
      if (kind === 'l' || kind === 'h' || kind === 'v') kind = endY === y ? 'h' : endX === x ? 'v' : 'l';
      const written =
        kind === 'h'
          ? [endX - (relative ? x : 0)]
          : kind === 'v'
            ? [endY - (relative ? y : 0)]
            : target.map((value, j) => value - (relative ? from(j) : 0));
      const radii = lower === 'a' ? args.slice(0, 5).map((value) => Math.round(value * UNIT)) : [];
      const segment = {
        command: relative ? kind : kind.toUpperCase(),
        args: [...radii, ...written].map((value) => value / UNIT),
      };
      return { segment, target, length: stringifyPath([segment], previous).length };
    });
    const { segment, target } = forms[1].length <= forms[0].length ? forms[1] : forms[0];
    out.push(segment);
    // The control point the next S or T reflects: one it implies is where it was reflected to.
    const implied = lower === 't' ? reflect(x, y, curve === 'q' ? control : undefined) : [];
    [x, y] = target.slice(-2);
    previous = segment.command;
    [curve, control] =
      lower === 'c' || lower === 's'
        ? ['c', target.slice(-4, -2)]
        : lower === 'q'
          ? ['q', target.slice(0, 2)]
          : lower === 't'
            ? ['q', implied]
            : ['', undefined];
    if (lower === 'm') [startX, startY] = [x, y];
  });
  return out;
}

/** The reflection of `control` about (x, y), or (x, y) when there is none. */
function reflect(x: number, y: number, control: number[] | undefined): number[] {
  return control ? [2 * x - control[0], 2 * y - control[1]] : [x, y];
}

/** A number as short as SVG allows: no leading zero, no trailing zeros. */
function formatNumber(value: number): string {
  // note: toString is exact for the millionths roundPath makes; below those it would write an exponent.
  const text = Math.abs(value) < 1e-6 ? '0' : String(value);
  return text.replace(/^(-?)0\./, '$1.');
}

/** Serializes segments compactly: a letter only where the command changes, no needless spaces. */
export function stringifyPath(segments: PathSegment[], previous = ''): string {
  let out = '';
  let lastNumber = '';
  for (const { command, args } of segments) {
    const implicit =
      args.length > 0 &&
      (command === previous
        ? !/m/i.test(command)
        : (command === 'l' && previous === 'm') || (command === 'L' && previous === 'M'));
    if (!implicit) {
      out += command;
      lastNumber = '';
    }
    for (const value of args) {
      const text = formatNumber(value);
      // A number needs a space before it unless its sign or its point ends the one before.
      if (lastNumber && !(text[0] === '-' || (text[0] === '.' && /[.e]/.test(lastNumber)))) out += ' ';
      out += text;
      lastNumber = text;
    }
    previous = command;
  }
  return out;
}

/** Path data with its coordinates rounded to `decimals` decimals, error-compensated. */
export function roundPathData(d: string, decimals: number): string {
  return stringifyPath(roundPath(parsePath(d), decimals));
}
