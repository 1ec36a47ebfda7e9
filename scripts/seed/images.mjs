// Sample images for the seeded demo content, drawn locally: every picture is an SVG scene
// built procedurally from a seed string and rendered to JPEG (PNG for the logo) with sharp.
// Nothing is downloaded. The same seed always gives the same picture.
//
// Preview them all with `node scripts/seed/preview.mjs [outDir]`.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Pixel sizes of each kind of image. */
export const SIZES = {
  cover: [1600, 1067],
  gallery: [1600, 1067],
  hero: [1920, 1080],
  service: [1200, 800],
  avatar: [480, 480],
  logo: [256, 256],
};

const JPEG = { quality: 78, mozjpeg: true };

// ---------------------------------------------------------------------------------------------
// Randomness and colour

/** @param {string} seed @returns {() => number} a deterministic generator of floats in [0, 1) */
function generator(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  let a = (h ^ (h >>> 16)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rand {
  /** @param {string} seed */
  constructor(seed) {
    this.next = generator(seed);
  }
  /** A float in [a, b). */
  float(a = 0, b = 1) {
    return a + (b - a) * this.next();
  }
  /** An integer in [a, b]. */
  int(a, b) {
    return Math.floor(this.float(a, b + 1));
  }
  /** @template T @param {T[]} list @returns {T} */
  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p) {
    return this.next() < p;
  }
}

/** @param {string} c '#rrggbb' */
function rgb(c) {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(v) {
  return (
    '#' +
    v
      .map((x) =>
        Math.round(Math.max(0, Math.min(255, x)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Mixes colour a towards b by t (0..1). */
function mix(a, b, t) {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A.map((x, i) => x + (B[i] - x) * t));
}

/** Darkens (t < 0) or lightens (t > 0) a colour. */
function shade(c, t) {
  return t < 0 ? mix(c, '#000000', -t) : mix(c, '#ffffff', t);
}

/** Rounds for compact SVG. */
const f = (n) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------
// A tiny SVG builder

class Svg {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.parts = [];
    this.n = 0;
  }
  add(s) {
    this.parts.push(s);
  }
  id(prefix) {
    return `${prefix}${++this.n}`;
  }
  /** @param {Array<[number, string, number?]>} stops */
  linear(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stopList(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false) {
    const id = this.id('r');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}>${stopList(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  rect(x, y, w, h, fill, extra = '') {
    this.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    );
  }
  poly(points, fill, extra = '') {
    this.add(
      `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    );
  }
  circle(cx, cy, r, fill, extra = '') {
    this.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }
  ellipse(cx, cy, rx, ry, fill, extra = '') {
    this.add(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    );
  }
  path(d, fill, extra = '') {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }
  line(x1, y1, x2, y2, stroke, width, extra = '') {
    this.add(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ' ' + extra : ''}/>`,
    );
  }
  open(attrs) {
    this.add(`<g ${attrs}>`);
  }
  close() {
    this.add('</g>');
  }
  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

function stopList(stops) {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Light: time of day

const TIMES = {
  day: {
    sky: ['#3f86c9', '#8cc3ea', '#dcefff'],
    sun: '#fff7dc',
    sunAt: [0.82, 0.16],
    haze: '#cfe3ef',
    tint: ['#ffffff', 0],
    glass: ['#e4f2fb', '#8db6d3', '#4c7897'],
    lit: 0,
    shadow: 0.22,
  },
  golden: {
    sky: ['#4f7fc0', '#e9b48a', '#fbdcb0'],
    sun: '#ffe6b0',
    sunAt: [0.14, 0.5],
    haze: '#efcfb2',
    tint: ['#ffa560', 0.13],
    glass: ['#fde2bd', '#d39a74', '#735a72'],
    lit: 0.12,
    shadow: 0.26,
  },
  dusk: {
    sky: ['#1d2a52', '#5f4b7d', '#ef8f61'],
    sun: '#ffbf7a',
    sunAt: [0.28, 0.64],
    haze: '#8e6f8f',
    tint: ['#352a5c', 0.34],
    glass: ['#3e4d70', '#2b3656', '#1c2442'],
    lit: 0.55,
    shadow: 0.3,
  },
};

/** Colours of a surface seen at this time of day. */
function tinted(light, c) {
  return mix(c, light.tint[0], light.tint[1]);
}

// ---------------------------------------------------------------------------------------------
// Landscape pieces

function sky(s, light, horizon, rng) {
  const [top, mid, low] = light.sky;
  s.rect(
    0,
    0,
    s.w,
    horizon + 4,
    s.linear([
      [0, top],
      [0.62, mid],
      [1, low],
    ]),
  );
  const [sx, sy] = light.sunAt;
  const r = s.h * 0.06;
  s.circle(
    sx * s.w,
    sy * s.h,
    r * 5,
    s.radial([
      [0, light.sun, 0.55],
      [1, light.sun, 0],
    ]),
  );
  s.circle(sx * s.w, sy * s.h, r, light.sun, 'opacity="0.95"');
  const clouds = rng.int(2, 4);
  for (let i = 0; i < clouds; i++) {
    const cx = rng.float(0.05, 0.95) * s.w;
    const cy = rng.float(0.08, 0.35) * horizon;
    const w = rng.float(0.08, 0.16) * s.w;
    const col = mix('#ffffff', light.sky[2], 0.25);
    const op = light === TIMES.dusk ? 0.35 : 0.75;
    s.open(`opacity="${op}"`);
    s.ellipse(cx, cy, w * 0.5, w * 0.09, col);
    s.ellipse(cx - w * 0.18, cy - w * 0.06, w * 0.2, w * 0.1, col);
    s.ellipse(cx + w * 0.1, cy - w * 0.09, w * 0.24, w * 0.13, col);
    s.close();
  }
}

/** A smooth ridge line through random heights, closed down to `bottom`. */
function ridge(s, rng, baseY, amp, bottom, fill, step = 0.16) {
  const pts = [];
  for (let x = -0.1; x <= 1.2; x += step) pts.push([x * s.w, baseY - rng.float(0.2, 1) * amp]);
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const mx = (pts[i - 1][0] + pts[i][0]) / 2;
    const my = (pts[i - 1][1] + pts[i][1]) / 2;
    d += ` Q${f(pts[i - 1][0])},${f(pts[i - 1][1])} ${f(mx)},${f(my)}`;
  }
  d += ` L${f(s.w * 1.3)},${f(bottom)} L${f(-s.w * 0.1)},${f(bottom)} Z`;
  s.path(d, fill);
}

function skyline(s, rng, light, horizon, layers) {
  for (let l = 0; l < layers; l++) {
    const col = mix(light.haze, tinted(light, '#56677e'), 0.3 + l * 0.22);
    let x = -rng.float(0, 60);
    while (x < s.w) {
      const w = rng.float(0.035, 0.085) * s.w;
      const h = rng.float(0.08, l === 0 ? 0.32 : 0.22) * s.h;
      s.rect(x, horizon - h, w, h + 2, col);
      if (rng.chance(0.25)) s.rect(x + w * 0.35, horizon - h - h * 0.12, w * 0.3, h * 0.12, col);
      if (light.lit > 0.3) {
        for (let k = 0; k < 8; k++) {
          if (rng.chance(0.5)) {
            s.rect(x + rng.float(0.1, 0.8) * w, horizon - rng.float(0.1, 0.9) * h, 3, 4, '#ffd48a', 'opacity="0.8"');
          }
        }
      }
      x += w + rng.float(2, 26);
    }
  }
}

function treeLine(s, rng, light, y, scale) {
  const col = tinted(light, '#4d7a4a');
  for (let x = -20; x < s.w + 40; x += rng.float(30, 60) * scale) {
    const r = rng.float(22, 42) * scale;
    s.circle(x, y - r * 0.6, r, mix(col, light.haze, rng.float(0.15, 0.35)));
  }
}

function palm(s, rng, light, x, y, h, lean) {
  const tx = x + lean * h;
  const ty = y - h;
  const trunk = tinted(light, '#8a6a4b');
  const w = h * 0.034;
  const d = `M${f(x)},${f(y)} Q${f(x + lean * h * 0.15)},${f(y - h * 0.55)} ${f(tx)},${f(ty)}`;
  s.path(d, 'none', `stroke="${shade(trunk, -0.15)}" stroke-width="${f(w)}" stroke-linecap="round"`);
  s.path(
    d,
    'none',
    `stroke="${shade(trunk, 0.12)}" stroke-width="${f(w * 0.35)}" stroke-linecap="round" stroke-dasharray="${f(w * 0.5)} ${f(w * 0.4)}" opacity="0.6"`,
  );
  const dark = tinted(light, '#2f6b3a');
  const bright = tinted(light, '#4f9a4e');
  const n = 14;
  for (let i = 0; i < n; i++) {
    const back = i % 2 === 0;
    const side = i < n / 2 ? -1 : 1;
    const k = (i % (n / 2)) / (n / 2 - 1);
    const a = side * (0.35 + k * 1.25) + rng.float(-0.12, 0.12); // radians from straight up
    const L = h * rng.float(0.34, 0.46);
    const ex = tx + Math.sin(a) * L;
    const ey = ty - Math.cos(a) * L * 0.55 + L * 0.45 * Math.abs(Math.sin(a));
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - L * 0.28;
    const nx = -(ey - ty) / L;
    const ny = (ex - tx) / L;
    const wid = L * 0.13;
    const leaf =
      `M${f(tx)},${f(ty)} Q${f(mx + nx * wid)},${f(my + ny * wid)} ${f(ex)},${f(ey)} ` +
      `Q${f(mx - nx * wid * 0.4)},${f(my - ny * wid * 0.4 + wid)} ${f(tx)},${f(ty)} Z`;
    s.path(leaf, back ? dark : bright);
    s.path(
      `M${f(tx)},${f(ty)} Q${f(mx)},${f(my)} ${f(ex)},${f(ey)}`,
      'none',
      `stroke="${shade(dark, -0.3)}" stroke-width="${f(Math.max(1, w * 0.18))}" opacity="0.5"`,
    );
  }
  for (let i = 0; i < 3; i++) s.circle(tx + (i - 1) * w * 0.8, ty + w * 0.9, w * 0.55, tinted(light, '#7a6a2a'));
}

function shrub(s, rng, light, x, y, r) {
  const base = tinted(light, rng.pick(['#3f7d3f', '#4c8a45', '#356b44', '#5b9148']));
  for (let i = 0; i < 5; i++) {
    const dx = (i - 2) * r * 0.45 + rng.float(-r * 0.1, r * 0.1);
    const rr = r * rng.float(0.5, 0.8) * (i === 2 ? 1.2 : 1);
    s.circle(x + dx, y - rr * 0.8, rr, shade(base, rng.float(-0.12, 0.1)));
  }
  s.circle(x - r * 0.2, y - r * 1.2, r * 0.25, shade(base, 0.25), 'opacity="0.5"');
  if (rng.chance(0.45)) {
    const flower = rng.pick(['#e85d75', '#f2c14e', '#f78fb3', '#ffffff']);
    for (let i = 0; i < 6; i++) s.circle(x + rng.float(-r, r), y - rng.float(0.3, 1.3) * r, r * 0.08, flower);
  }
}

function tree(s, rng, light, x, y, h) {
  s.rect(x - h * 0.03, y - h * 0.5, h * 0.06, h * 0.5, tinted(light, '#6d5238'));
  const base = tinted(light, rng.pick(['#3d7a43', '#4a8744', '#2f6b4a']));
  for (let i = 0; i < 6; i++) {
    s.circle(
      x + rng.float(-0.22, 0.22) * h,
      y - h * rng.float(0.55, 0.9),
      h * rng.float(0.16, 0.24),
      shade(base, rng.float(-0.12, 0.12)),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Buildings (oblique projection: a lit front face, a darker side face going up to the right)

const K = 0.55; // side face: screen x per unit of depth
const Q = 0.3; //  side face: screen rise per unit of depth

/**
 * A box with a front face (x, base-h, w, h) and a side face of the given depth.
 * `front(x, y, w, h)` and `side(d, h)` draw the faces' details (side in local coordinates).
 */
function box(s, light, { x, base, w, h, depth, wall, front, side, top = true }) {
  const y = base - h;
  const sideWall = shade(tinted(light, wall), -0.28);
  s.rect(x, y, w, h, tinted(light, wall));
  if (front) front(x, y, w, h);
  s.open(`transform="matrix(${K},${-Q},0,1,${f(x + w)},${f(y)})"`);
  s.rect(0, 0, depth, h, sideWall);
  if (side) side(depth, h);
  s.rect(
    0,
    0,
    depth,
    h,
    s.linear(
      [
        [0, '#000000', 0],
        [1, '#000000', 0.12],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s.close();
  if (top) {
    s.poly(
      [
        [x, y],
        [x + w, y],
        [x + w + K * depth, y - Q * depth],
        [x + K * depth, y - Q * depth],
      ],
      shade(tinted(light, wall), 0.12),
    );
  }
}

function glass(s, light, x, y, w, h, rng, litChance = light.lit) {
  const [a, b, c] = light.glass;
  if (rng && rng.chance(litChance)) {
    s.rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, '#ffe3a3'],
        [1, '#f2a950'],
      ]),
    );
  } else {
    s.rect(
      x,
      y,
      w,
      h,
      s.linear(
        [
          [0, a],
          [0.55, b],
          [1, c],
        ],
        0,
        0,
        0.4,
        1,
      ),
    );
  }
}

/** Punched windows in storeys. */
function punched(s, light, rng, { x, y, w, h, storeys, cols, frame, sill = true, skipBottom = 0 }) {
  const sh = h / storeys;
  const cw = w / cols;
  for (let st = 0; st < storeys - skipBottom; st++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + cw * 0.22;
      const wy = y + st * sh + sh * 0.22;
      const ww = cw * 0.56;
      const wh = sh * 0.56;
      s.rect(wx - 2, wy - 2, ww + 4, wh + 4, frame);
      glass(s, light, wx, wy, ww, wh, rng);
      s.line(wx + ww / 2, wy, wx + ww / 2, wy + wh, frame, Math.max(1.5, ww * 0.04));
      if (sill) s.rect(wx - 4, wy + wh + 1, ww + 8, Math.max(2, sh * 0.04), shade(frame, 0.3));
    }
  }
}

/** A full glass curtain wall with mullions and spandrels. */
function curtain(s, light, rng, { x, y, w, h, storeys, mullions, frame }) {
  const [a, b, c] = light.glass;
  s.rect(
    x,
    y,
    w,
    h,
    s.linear(
      [
        [0, a],
        [0.45, b],
        [1, c],
      ],
      0,
      0,
      0.6,
      1,
    ),
  );
  // reflections
  s.poly(
    [
      [x + w * 0.1, y + h],
      [x + w * 0.35, y],
      [x + w * 0.5, y],
      [x + w * 0.25, y + h],
    ],
    '#ffffff',
    'opacity="0.09"',
  );
  s.poly(
    [
      [x + w * 0.55, y + h],
      [x + w * 0.75, y],
      [x + w * 0.8, y],
      [x + w * 0.6, y + h],
    ],
    '#ffffff',
    'opacity="0.07"',
  );
  const sh = h / storeys;
  if (light.lit > 0.3) {
    for (let st = 0; st < storeys; st++) {
      for (let m = 0; m < mullions; m++) {
        if (rng.chance(light.lit * 0.7))
          s.rect(x + (m * w) / mullions, y + st * sh, w / mullions, sh, '#ffd896', 'opacity="0.75"');
      }
    }
  }
  for (let st = 1; st < storeys; st++) s.rect(x, y + st * sh - sh * 0.08, w, sh * 0.16, frame, 'opacity="0.9"');
  for (let m = 1; m < mullions; m++) s.rect(x + (m * w) / mullions - 1.2, y, 2.4, h, frame, 'opacity="0.8"');
}

/** Balconies with glass railings across each storey (apartments, hotels). */
function balconies(s, light, rng, { x, y, w, h, storeys, frame, wall, plants = true }) {
  const sh = h / storeys;
  for (let st = 0; st < storeys; st++) {
    const top = y + st * sh;
    glass(s, light, x + w * 0.06, top + sh * 0.12, w * 0.88, sh * 0.78, rng, light.lit * 0.6);
    for (let m = 1; m < 6; m++) s.rect(x + w * 0.06 + (m * w * 0.88) / 6 - 1, top + sh * 0.12, 2, sh * 0.78, frame);
    s.rect(x - w * 0.03, top + sh * 0.86, w * 1.06, sh * 0.14, shade(tinted(light, wall), 0.18));
    s.rect(x - w * 0.03, top + sh * 0.86 + sh * 0.14 - 2, w * 1.06, 3, shade(tinted(light, wall), -0.25));
    s.rect(x - w * 0.03, top + sh * 0.55, w * 1.06, sh * 0.31, '#dff1fb', 'opacity="0.25"');
    s.rect(x - w * 0.03, top + sh * 0.55, w * 1.06, 2, shade(frame, 0.4));
    if (plants && rng.chance(0.45)) {
      const px = x + rng.float(0.05, 0.9) * w;
      s.circle(px, top + sh * 0.8, sh * 0.13, tinted(light, '#4a8a46'));
      s.circle(px + sh * 0.12, top + sh * 0.82, sh * 0.1, tinted(light, '#5da04f'));
    }
  }
}

/** Horizontal ribbon windows (offices, retail). */
function ribbons(s, light, rng, { x, y, w, h, storeys, frame }) {
  const sh = h / storeys;
  for (let st = 0; st < storeys; st++) {
    glass(s, light, x + w * 0.04, y + st * sh + sh * 0.2, w * 0.92, sh * 0.55, rng, light.lit * 0.5);
    for (let m = 1; m < 10; m++)
      s.rect(x + w * 0.04 + (m * w * 0.92) / 10 - 1, y + st * sh + sh * 0.2, 2, sh * 0.55, frame);
  }
}

/** Concrete frame of storeys still being built: slabs, columns, dark openings, rebar. */
function frameWork(s, light, rng, { x, base, w, depth, sh, storeys }) {
  const concrete = tinted(light, '#bdb8ae');
  const dark = tinted(light, '#54575b');
  const top = base - sh * storeys;
  s.rect(x, top, w, sh * storeys, dark);
  s.open(`transform="matrix(${K},${-Q},0,1,${f(x + w)},${f(top)})"`);
  s.rect(0, 0, depth, sh * storeys, shade(dark, -0.25));
  for (let st = 0; st <= storeys; st++) s.rect(0, st * sh - sh * 0.08, depth, sh * 0.12, shade(concrete, -0.25));
  s.close();
  const cols = Math.max(3, Math.round(w / (sh * 1.3)));
  for (let st = 0; st < storeys; st++) {
    const y = top + st * sh;
    s.rect(x, y + sh - sh * 0.12, w, sh * 0.12, concrete);
    for (let c = 0; c <= cols; c++) s.rect(x + (c * (w - sh * 0.12)) / cols, y, sh * 0.12, sh, shade(concrete, -0.08));
    // formwork props on the open floors
    for (let p = 0; p < cols * 2; p++) {
      if (rng.chance(0.5))
        s.rect(x + rng.float(0.05, 0.95) * w, y + sh * 0.1, 2, sh * 0.78, tinted(light, '#b88a4a'), 'opacity="0.8"');
    }
  }
  s.rect(x, top - sh * 0.06, w, sh * 0.1, concrete);
  for (let c = 0; c <= cols; c++) {
    const cx = x + (c * (w - sh * 0.12)) / cols + sh * 0.06;
    for (let r = -1; r <= 1; r++) s.line(cx + r * 3, top - sh * 0.06, cx + r * 3, top - sh * 0.45, '#7a4b35', 1.6);
  }
}

function scaffold(s, light, rng, { x, y, w, h, sh }) {
  const pole = tinted(light, '#8c959e');
  const plank = tinted(light, '#c89a5b');
  const bays = Math.max(2, Math.round(w / (sh * 1.2)));
  const bw = w / bays;
  // safety netting behind the poles
  s.rect(x, y, w * rng.float(0.35, 0.75), h, tinted(light, '#2f8f5a'), 'opacity="0.35"');
  for (let b = 0; b <= bays; b++) s.rect(x + b * bw - 1.5, y - sh * 0.3, 3, h + sh * 0.3, pole);
  for (let st = 0; st * sh <= h; st++) {
    const ly = y + h - st * sh;
    s.rect(x - 4, ly - 2, w + 8, 3, pole);
    s.rect(x - 4, ly - 7, w + 8, 5, plank);
  }
  for (let b = 0; b < bays; b++) {
    for (let st = 0; (st + 1) * sh <= h; st += 2) {
      const y1 = y + h - st * sh;
      s.line(x + b * bw, y1, x + (b + 1) * bw, y1 - sh, pole, 1.4, 'opacity="0.9"');
    }
  }
}

function crane(s, light, rng, x, base, height, reach, flip) {
  const yellow = tinted(light, '#f2b300');
  const dark = shade(yellow, -0.35);
  const mw = height * 0.035;
  const topY = base - height;
  s.rect(x - mw / 2, topY, mw, height, 'none', `stroke="${yellow}" stroke-width="${f(mw * 0.18)}"`);
  let zig = `M${f(x - mw / 2)},${f(base)}`;
  for (let yy = base, i = 0; yy > topY; yy -= mw, i++) zig += ` L${f(x + (i % 2 ? -mw / 2 : mw / 2))},${f(yy - mw)}`;
  s.path(zig, 'none', `stroke="${yellow}" stroke-width="${f(mw * 0.12)}"`);
  const dir = flip ? -1 : 1;
  const jibY = topY - mw * 0.2;
  const jibEnd = x + dir * reach;
  const tail = x - dir * reach * 0.32;
  s.rect(
    Math.min(x, jibEnd),
    jibY - mw * 0.6,
    Math.abs(jibEnd - x),
    mw * 0.6,
    'none',
    `stroke="${yellow}" stroke-width="${f(mw * 0.14)}"`,
  );
  let zj = `M${f(x)},${f(jibY)}`;
  for (let i = 1; i * mw * 0.8 < reach; i++) zj += ` L${f(x + dir * i * mw * 0.8)},${f(jibY - (i % 2 ? mw * 0.6 : 0))}`;
  s.path(zj, 'none', `stroke="${yellow}" stroke-width="${f(mw * 0.1)}"`);
  s.rect(Math.min(x, tail), jibY - mw * 0.5, Math.abs(x - tail), mw * 0.5, yellow);
  s.rect(dir > 0 ? tail : tail - mw * 1.6, jibY - mw * 0.2, mw * 1.6, mw * 1.3, tinted(light, '#6b7178'));
  s.poly(
    [
      [x - mw / 2, jibY - mw * 0.6],
      [x + mw / 2, jibY - mw * 0.6],
      [x, jibY - mw * 3],
    ],
    yellow,
  );
  s.line(x, jibY - mw * 3, jibEnd, jibY - mw * 0.6, dark, 1.5);
  s.line(x, jibY - mw * 3, tail, jibY - mw * 0.5, dark, 1.5);
  s.rect(x + dir * mw * 0.5 - (dir < 0 ? mw * 1.2 : 0), jibY, mw * 1.2, mw * 1.1, shade(yellow, -0.1));
  s.rect(x + dir * mw * 0.7 - (dir < 0 ? mw * 0.9 : 0), jibY + mw * 0.15, mw * 0.7, mw * 0.5, light.glass[1]);
  const hookX = x + dir * reach * rng.float(0.45, 0.85);
  const hookY = jibY + height * rng.float(0.25, 0.5);
  s.line(hookX, jibY, hookX, hookY, dark, 1.4);
  s.rect(hookX - mw * 0.3, jibY - mw * 0.1, mw * 0.6, mw * 0.35, dark);
  s.path(
    `M${f(hookX)},${f(hookY)} q${f(mw * 0.3)},${f(mw * 0.4)} 0,${f(mw * 0.6)}`,
    'none',
    `stroke="${dark}" stroke-width="2.5"`,
  );
  if (rng.chance(0.6)) s.rect(hookX - mw * 1.4, hookY + mw * 0.6, mw * 2.8, mw * 0.5, tinted(light, '#c0392b'));
}

function hoarding(s, light, y, h) {
  s.rect(0, y, s.w, h, tinted(light, '#1f4e79'));
  s.rect(0, y, s.w, h * 0.18, tinted(light, '#f4f4f0'));
  for (let x = 0; x < s.w; x += h * 1.6) s.rect(x, y, 3, h, shade(tinted(light, '#1f4e79'), -0.3));
  for (let x = 0; x < s.w; x += h * 0.5)
    s.poly(
      [
        [x, y + h * 0.82],
        [x + h * 0.25, y + h * 0.82],
        [x + h * 0.5, y + h],
        [x + h * 0.25, y + h],
      ],
      tinted(light, '#f2b300'),
    );
}

/** A big hipped tiled roof (Sri Lankan tropical and colonial houses). */
function hipRoof(s, light, rng, { x, y, w, depth, h, color, overhang }) {
  const tile = tinted(light, color);
  const x0 = x - overhang;
  const x1 = x + w + overhang;
  const ridgeIn = h * 1.1;
  const front = [
    [x0, y],
    [x1, y],
    [x1 - ridgeIn, y - h],
    [x0 + ridgeIn, y - h],
  ];
  // side hip going back
  const d = depth + overhang;
  s.poly(
    [
      [x1, y],
      [x1 + K * d, y - Q * d],
      [x1 + K * d - ridgeIn * 0.6, y - Q * d - h * 0.55],
      [x1 - ridgeIn, y - h],
    ],
    shade(tile, -0.25),
  );
  s.poly(front, tile);
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    const ly = y - h * t;
    s.line(x0 + ridgeIn * t, ly, x1 - ridgeIn * t, ly, shade(tile, -0.18), 1.5, 'opacity="0.7"');
  }
  s.rect(x0 - 2, y - 3, x1 - x0 + 4, 7, shade(tile, -0.35));
  s.poly(
    [
      [x0, y + 4],
      [x1, y + 4],
      [x1 - 10, y + 16],
      [x0 + 10, y + 16],
    ],
    '#000000',
    'opacity="0.18"',
  );
}

/** Paving under a building, so that its receding side face stands on something. */
function pad(s, light, x, base, w, depth, m) {
  const d = depth + m;
  s.poly(
    [
      [x - m, base + m * 0.25],
      [x + w + m, base + m * 0.25],
      [x + w + m + K * d, base - Q * d],
      [x - m + K * d, base - Q * d],
    ],
    tinted(light, '#cfc8bb'),
  );
  s.poly(
    [
      [x + w, base],
      [x + w + K * depth, base - Q * depth],
      [x + w + K * depth + m * 1.6, base - Q * depth + m * 0.2],
      [x + w + m * 1.8, base + m * 0.2],
    ],
    '#000000',
    `opacity="${light.shadow * 0.7}"`,
  );
}

// Building types --------------------------------------------------------------------------------

const WALLS = ['#f4efe6', '#e9e4da', '#f6f1ea', '#dcd6cc', '#efe8dc'];
const ACCENTS = ['#8a5a3c', '#a0522d', '#6b4f3a', '#3f4b55', '#2f5d62', '#7d8c6e'];

function buildingTower(s, light, rng, g, kind) {
  const storeys = g.storeys;
  const sh = Math.min(s.h * 0.085, (g.base - s.h * 0.1) / (storeys + 0.6)) * g.zoom;
  const h = sh * storeys;
  const w = Math.min(s.w * 0.42, sh * (kind === 'retail' ? 7.5 : kind === 'office' ? 4.2 : 4.6));
  const depth = w * (kind === 'retail' ? 0.45 : 0.6);
  const x = g.cx - w / 2 - K * depth * 0.5;
  const base = g.base;
  const wall = rng.pick(WALLS);
  const frame = tinted(light, rng.pick(['#4a4f55', '#2f3439', '#6b6f73', '#8a8f94']));
  const unfinished = g.ongoing ? Math.max(2, Math.round(storeys * rng.float(0.25, 0.4))) : 0;
  const builtStoreys = storeys - unfinished;
  const builtH = sh * builtStoreys;
  // shadow on the ground
  s.poly(
    [
      [x, base],
      [x + w, base],
      [x + w + sh * 3, base + sh * 0.9],
      [x + sh * 2.2, base + sh * 0.9],
    ],
    '#000000',
    `opacity="${light.shadow}"`,
  );
  pad(s, light, x, base, w, depth, sh * 0.35);
  if (g.ongoing)
    crane(s, light, rng, x + w + depth * K + sh * 1.2, base, Math.min(h + sh * 2.4, base - s.h * 0.07), w * 1.1, true);
  box(s, light, {
    x,
    base,
    w,
    h: builtH,
    depth,
    wall,
    top: !g.ongoing,
    front: (fx, fy, fw, fh) => {
      const ground = sh;
      const upper = { x: fx, y: fy, w: fw, h: fh - ground, storeys: builtStoreys - 1, frame };
      if (kind === 'office') curtain(s, light, rng, { ...upper, mullions: 8 });
      else if (kind === 'apartment' || kind === 'hotel') balconies(s, light, rng, { ...upper, wall });
      else if (kind === 'retail') ribbons(s, light, rng, upper);
      else punched(s, light, rng, { ...upper, cols: 5, frame });
      // lobby
      glass(s, light, fx + fw * 0.05, fy + fh - ground * 0.85, fw * 0.9, ground * 0.85, null);
      for (let m = 1; m < 8; m++)
        s.rect(fx + fw * 0.05 + (m * fw * 0.9) / 8 - 1, fy + fh - ground * 0.85, 2, ground * 0.85, frame);
      s.rect(fx + fw * 0.3, fy + fh - ground * 0.98, fw * 0.4, ground * 0.12, shade(tinted(light, wall), -0.45));
      if (kind === 'retail')
        s.rect(
          fx,
          fy + fh - ground * 1.25,
          fw,
          ground * 0.32,
          tinted(light, rng.pick(['#b03a2e', '#1f6f8b', '#c27c0e', '#2e7d5b'])),
        );
      // accent fin
      if (kind !== 'retail')
        s.rect(fx + fw * 0.9, fy, fw * 0.1, fh - ground, tinted(light, rng.pick(ACCENTS)), 'opacity="0.85"');
    },
    side: (d, hh) => {
      const cols = 3;
      for (let st = 0; st < builtStoreys - 1; st++) {
        for (let c = 0; c < cols; c++) {
          glass(
            s,
            light,
            (c * d) / cols + d * 0.08,
            st * sh + sh * 0.2,
            d / cols - d * 0.16,
            sh * 0.6,
            rng,
            light.lit * 0.5,
          );
        }
      }
      s.rect(0, hh - sh, d, sh, shade(light.glass[2], -0.1));
    },
  });
  if (!g.ongoing) {
    const top = base - h;
    s.rect(x + w * 0.2, top - sh * 0.7, w * 0.35, sh * 0.7, shade(tinted(light, wall), -0.1));
    s.rect(x - 4, top - 6, w + 8, 8, shade(tinted(light, wall), -0.35));
  } else {
    frameWork(s, light, rng, { x, base: base - builtH, w, depth, sh, storeys: unfinished });
    scaffold(s, light, rng, { x: x - 8, y: base - h, w: w * rng.float(0.5, 0.8), h: sh * (unfinished + 2), sh });
  }
  return { x, w, depth, h };
}

function buildingVilla(s, light, rng, g) {
  const sh = s.h * 0.185 * g.zoom;
  const wall = rng.pick(WALLS);
  const accent = rng.pick(ACCENTS);
  const frame = tinted(light, '#2f3439');
  const w1 = sh * rng.float(4.2, 5.2);
  const depth = sh * 2;
  const x = g.cx - w1 / 2 - K * depth * 0.4;
  const base = g.base;
  s.poly(
    [
      [x, base],
      [x + w1, base],
      [x + w1 + sh * 1.6, base + sh * 0.5],
      [x + sh * 1.2, base + sh * 0.5],
    ],
    '#000000',
    `opacity="${light.shadow}"`,
  );
  pad(s, light, x, base, w1, depth, sh * 0.25);
  const storeys = Math.min(3, g.storeys || 2);
  // ground floor
  box(s, light, {
    x,
    base,
    w: w1,
    h: sh,
    depth,
    wall,
    front: (fx, fy, fw, fh) => {
      glass(s, light, fx + fw * 0.32, fy + fh * 0.16, fw * 0.6, fh * 0.84, null);
      for (let m = 1; m < 5; m++)
        s.rect(fx + fw * 0.32 + (m * fw * 0.6) / 5 - 1.5, fy + fh * 0.16, 3, fh * 0.84, frame);
      // stone panel
      const stone = tinted(light, '#9c978e');
      s.rect(fx, fy, fw * 0.26, fh, stone);
      for (let r = 0; r < 6; r++) {
        for (let c = 0; c < 3; c++) {
          s.rect(
            fx + (c + (r % 2) * 0.5) * fw * 0.087,
            fy + (r * fh) / 6,
            fw * 0.085,
            fh / 6 - 2,
            shade(stone, rng.float(-0.12, 0.12)),
            'opacity="0.8"',
          );
        }
      }
      s.rect(fx + fw * 0.08, fy + fh * 0.35, fw * 0.1, fh * 0.65, tinted(light, '#5a3b28'));
    },
  });
  let top = base - sh;
  // upper floors, cantilevered
  for (let st = 1; st < storeys; st++) {
    const w2 = w1 * rng.float(0.62, 0.8);
    const x2 = x + rng.float(0.15, 0.45) * w1;
    const d2 = depth * 0.9;
    s.rect(x2 - 6, top - 4, w2 + 12, 8, '#000000', 'opacity="0.25"');
    box(s, light, {
      x: x2,
      base: top,
      w: w2,
      h: sh * 0.95,
      depth: d2,
      wall,
      front: (fx, fy, fw, fh) => {
        glass(s, light, fx + fw * 0.06, fy + fh * 0.12, fw * 0.55, fh * 0.74, rng, light.lit);
        for (let m = 1; m < 4; m++)
          s.rect(fx + fw * 0.06 + (m * fw * 0.55) / 4 - 1.5, fy + fh * 0.12, 3, fh * 0.74, frame);
        const timber = tinted(light, accent);
        s.rect(fx + fw * 0.66, fy, fw * 0.34, fh, timber);
        for (let i = 0; i < 12; i++) s.rect(fx + fw * 0.66 + (i * fw * 0.34) / 12, fy, 1.5, fh, shade(timber, -0.25));
        s.rect(fx - fw * 0.02, fy + fh * 0.55, fw * 0.66, 2, shade(frame, 0.5));
        s.rect(fx - fw * 0.02, fy + fh * 0.55, fw * 0.66, fh * 0.33, '#e8f5fb', 'opacity="0.2"');
      },
    });
    top -= sh * 0.95;
    s.rect(x2 - sh * 0.25, top - sh * 0.1, w2 + sh * 0.5, sh * 0.1, shade(tinted(light, wall), -0.55));
  }
  s.rect(x - sh * 0.2, base - sh - sh * 0.08, w1 + sh * 0.4, sh * 0.08, shade(tinted(light, wall), -0.5));
  if (g.ongoing) scaffold(s, light, rng, { x: x + w1 * 0.5, y: top, w: w1 * 0.5, h: base - top, sh: sh * 0.5 });
  return { x, w: w1, depth, h: base - top };
}

function buildingHouse(s, light, rng, g, colonial) {
  const sh = s.h * (colonial ? 0.185 : 0.17) * g.zoom;
  const storeys = colonial ? 1 : Math.min(2, g.storeys || 2);
  const wall = colonial ? rng.pick(['#f6f2e8', '#f3ead6', '#efe3c8']) : rng.pick(WALLS);
  const w = sh * (colonial ? rng.float(4.4, 4.8) : rng.float(4, 4.6));
  const depth = sh * 2.2;
  const x = g.cx - w / 2 - K * depth * 0.4;
  const base = g.base;
  const shutter = tinted(light, colonial ? rng.pick(['#2e6b4f', '#365e7a', '#6b3a2e']) : '#6b4a32');
  s.poly(
    [
      [x, base],
      [x + w, base],
      [x + w + sh * 1.6, base + sh * 0.45],
      [x + sh, base + sh * 0.45],
    ],
    '#000000',
    `opacity="${light.shadow}"`,
  );
  pad(s, light, x, base, w, depth, sh * 0.3);
  const h = sh * storeys;
  box(s, light, {
    x,
    base,
    w,
    h,
    depth,
    wall,
    top: false,
    front: (fx, fy, fw, fh) => {
      // plinth
      s.rect(fx, fy + fh - sh * 0.12, fw, sh * 0.12, shade(tinted(light, wall), -0.3));
      const cols = colonial ? 5 : 4;
      for (let st = 0; st < storeys; st++) {
        for (let c = 0; c < cols; c++) {
          const wx = fx + ((c + 0.5) * fw) / cols;
          const ww = (fw / cols) * 0.42;
          const wy = fy + st * sh + sh * (colonial ? 0.2 : 0.22);
          const wh = sh * (st === storeys - 1 && !colonial ? 0.78 : 0.62);
          if (colonial) {
            s.path(
              `M${f(wx - ww / 2)},${f(wy + wh)} V${f(wy + ww / 2)} A${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(wx + ww / 2)},${f(wy + ww / 2)} V${f(wy + wh)} Z`,
              shade(tinted(light, wall), -0.12),
            );
            glass(s, light, wx - ww * 0.38, wy + ww * 0.45, ww * 0.76, wh - ww * 0.45, rng);
            s.rect(wx - ww * 0.95, wy + ww * 0.3, ww * 0.45, wh - ww * 0.3, shutter);
            s.rect(wx + ww * 0.5, wy + ww * 0.3, ww * 0.45, wh - ww * 0.3, shutter);
            for (let i = 1; i < 8; i++) {
              const ly = wy + ww * 0.3 + (i * (wh - ww * 0.3)) / 8;
              s.line(wx - ww * 0.95, ly, wx - ww * 0.5, ly, shade(shutter, -0.3), 1.2);
              s.line(wx + ww * 0.5, ly, wx + ww * 0.95, ly, shade(shutter, -0.3), 1.2);
            }
          } else {
            s.rect(wx - ww / 2 - 3, wy - 3, ww + 6, wh + 6, shutter);
            glass(s, light, wx - ww / 2, wy, ww, wh, rng);
            s.line(wx, wy, wx, wy + wh, shutter, 3);
          }
        }
        if (st > 0) s.rect(fx - 6, fy + (storeys - st) * sh - 5, fw + 12, 6, shade(tinted(light, wall), -0.2));
      }
      // verandah columns (colonial) or timber posts
      if (colonial) {
        const n = 7;
        s.rect(fx - sh * 0.3, fy + fh - sh * 0.08, fw + sh * 0.6, sh * 0.08, tinted(light, '#b9b1a4'));
        for (let i = 0; i < n; i++) {
          const px = fx - sh * 0.2 + (i * (fw + sh * 0.4)) / (n - 1);
          s.rect(
            px - sh * 0.07,
            fy + sh * 0.02,
            sh * 0.14,
            fh - sh * 0.1,
            s.linear(
              [
                [0, shade(tinted(light, '#ffffff'), -0.12)],
                [0.4, tinted(light, '#ffffff')],
                [1, shade(tinted(light, '#ffffff'), -0.2)],
              ],
              0,
              0,
              1,
              0,
            ),
          );
          s.rect(px - sh * 0.1, fy + sh * 0.02, sh * 0.2, sh * 0.05, tinted(light, '#e8e2d6'));
        }
        s.rect(fx + fw * 0.42, fy + fh, fw * 0.16, sh * 0.05, tinted(light, '#c9c0b0'));
        s.rect(fx + fw * 0.4, fy + fh + sh * 0.05, fw * 0.2, sh * 0.05, tinted(light, '#bdb3a2'));
      } else {
        s.rect(fx + fw * 0.45, fy + fh - sh * 0.75, fw * 0.12, sh * 0.63, tinted(light, '#5a3b28'));
        for (let i = 0; i < 4; i++)
          s.rect(fx + (i * fw) / 3 - (i === 3 ? sh * 0.08 : 0), fy + fh - sh, sh * 0.08, sh, tinted(light, '#4a3526'));
      }
    },
    side: (d, hh) => {
      for (let st = 0; st < storeys; st++) {
        for (let c = 0; c < 2; c++) {
          s.rect((c * d) / 2 + d * 0.15, st * sh + sh * 0.25, d * 0.2, sh * 0.5, shade(shutter, -0.15));
        }
      }
      s.rect(0, hh - sh * 0.12, d, sh * 0.12, shade(tinted(light, wall), -0.45));
    },
  });
  hipRoof(s, light, rng, {
    x,
    y: base - h,
    w,
    depth,
    h: sh * (colonial ? 0.75 : 0.85),
    color: rng.pick(['#b4573a', '#a84b32', '#c0643f', '#9c4a35']),
    overhang: sh * 0.45,
  });
  if (g.ongoing)
    scaffold(s, light, rng, { x: x + w * 0.55, y: base - h - sh * 0.2, w: w * 0.45, h: h + sh * 0.2, sh: sh * 0.5 });
  return { x, w, depth, h: h + sh };
}

/**
 * An exterior scene.
 * @param {{building: string, storeys?: number, setting?: string, time?: string, ongoing?: boolean,
 *   zoom?: number, flip?: boolean, pool?: boolean}} o
 */
function exterior(s, rng, o) {
  const light = TIMES[o.time || 'day'];
  const setting = o.setting || 'garden';
  const horizon = s.h * (setting === 'beach' ? 0.6 : 0.66);
  const groundBase = s.h * (o.zoom && o.zoom > 1.2 ? 0.95 : 0.84);
  if (o.flip) s.open(`transform="translate(${s.w},0) scale(-1,1)"`);
  sky(s, light, horizon, rng);
  if (setting === 'hills') {
    ridge(s, rng, horizon - s.h * 0.12, s.h * 0.2, horizon + 10, mix(light.haze, tinted(light, '#5b7f8f'), 0.35), 0.22);
    ridge(s, rng, horizon - s.h * 0.02, s.h * 0.16, horizon + 10, mix(light.haze, tinted(light, '#4b7a5a'), 0.6), 0.18);
  } else if (setting === 'city') {
    skyline(s, rng, light, horizon, 2);
  } else if (setting === 'beach') {
    s.rect(
      0,
      horizon,
      s.w,
      s.h * 0.12,
      s.linear([
        [0, tinted(light, '#5aa7c9')],
        [1, tinted(light, '#2f7fa8')],
      ]),
    );
    for (let i = 0; i < 22; i++) {
      s.rect(
        rng.float(0, s.w),
        horizon + rng.float(0.005, 0.11) * s.h,
        rng.float(30, 120),
        2,
        '#ffffff',
        'opacity="0.35"',
      );
    }
  } else {
    ridge(s, rng, horizon - s.h * 0.05, s.h * 0.08, horizon + 10, mix(light.haze, tinted(light, '#5b7f6a'), 0.35), 0.2);
  }
  // ground
  const groundTop = setting === 'beach' ? horizon + s.h * 0.12 : horizon;
  const lawn = setting === 'beach' ? '#e3cfa0' : setting === 'city' ? '#94b27a' : '#7fae63';
  s.rect(
    0,
    groundTop,
    s.w,
    s.h - groundTop,
    s.linear([
      [0, tinted(light, shade(lawn, 0.08))],
      [1, tinted(light, shade(lawn, -0.18))],
    ]),
  );
  if (setting === 'hills') {
    for (let i = 0; i < 7; i++) {
      const y = groundTop + (i + 1) * (s.h - groundTop) * 0.045;
      s.path(
        `M0,${f(y)} Q${f(s.w * 0.5)},${f(y - s.h * 0.03)} ${f(s.w)},${f(y + s.h * 0.01)}`,
        'none',
        `stroke="${tinted(light, '#5d9449')}" stroke-width="7" opacity="0.5"`,
      );
    }
  }
  if (setting === 'garden' || setting === 'hills') treeLine(s, rng, light, groundTop + 4, s.h / 1000);
  if (setting === 'city') {
    const ry = groundTop;
    const rh = s.h * 0.045;
    s.rect(0, ry, s.w, rh * 0.25, tinted(light, '#c9c3b8'));
    s.rect(0, ry + rh * 0.25, s.w, rh, tinted(light, '#5d6166'));
    for (let x = 10; x < s.w; x += s.w / 18) s.rect(x, ry + rh * 0.72, s.w / 40, 3, '#f1eee6', 'opacity="0.8"');
    s.rect(0, ry + rh * 1.25, s.w, rh * 0.3, tinted(light, '#d3cdc1'));
    for (let i = 0; i < 5; i++) {
      const cx = rng.float(0, s.w);
      const cw = s.w * 0.035;
      const col = tinted(light, rng.pick(['#c0392b', '#ecf0f1', '#2c3e50', '#f1c40f', '#7f8c8d']));
      s.rect(cx, ry + rh * 0.35, cw, rh * 0.32, col, `rx="${f(rh * 0.1)}"`);
      s.rect(cx + cw * 0.2, ry + rh * 0.2, cw * 0.55, rh * 0.22, shade(col, -0.15), `rx="${f(rh * 0.06)}"`);
    }
  }
  if (setting === 'city' || setting === 'beach') {
    for (let i = 0; i < 3; i++)
      palm(s, rng, light, rng.float(0, s.w), groundTop + 6, s.h * rng.float(0.12, 0.18), rng.float(-0.2, 0.2));
  }
  const cx = s.w * (o.zoom && o.zoom > 1.2 ? 0.42 : rng.float(0.42, 0.54));
  // driveway / forecourt
  s.poly(
    [
      [cx - s.w * 0.06, groundBase],
      [cx + s.w * 0.08, groundBase],
      [cx + s.w * 0.2, s.h],
      [cx - s.w * 0.14, s.h],
    ],
    tinted(light, setting === 'city' ? '#8f8a82' : '#d8d0c2'),
  );
  const g = { cx, base: groundBase, zoom: o.zoom || 1, storeys: o.storeys || 2, ongoing: !!o.ongoing };
  let b;
  if (o.building === 'villa') b = buildingVilla(s, light, rng, g);
  else if (o.building === 'house') b = buildingHouse(s, light, rng, g, false);
  else if (o.building === 'colonial') b = buildingHouse(s, light, rng, g, true);
  else b = buildingTower(s, light, rng, g, o.building);
  if (o.pool) {
    const px = b.x + b.w * 0.05;
    const py = groundBase + (s.h - groundBase) * 0.3;
    s.rect(px, py, b.w * 0.75, (s.h - groundBase) * 0.35, tinted(light, '#e8e2d6'));
    s.rect(
      px + 8,
      py + 6,
      b.w * 0.75 - 16,
      (s.h - groundBase) * 0.35 - 12,
      s.linear([
        [0, tinted(light, '#7fd3e6')],
        [1, tinted(light, '#2f9fc4')],
      ]),
    );
    for (let i = 0; i < 6; i++)
      s.rect(
        px + rng.float(20, b.w * 0.6),
        py + rng.float(12, (s.h - groundBase) * 0.28),
        rng.float(20, 60),
        2,
        '#ffffff',
        'opacity="0.6"',
      );
  }
  if (o.ongoing) hoarding(s, light, groundBase + (s.h - groundBase) * 0.25, (s.h - groundBase) * 0.35);
  // foreground planting
  const palms = o.setting === 'hills' ? 0 : rng.int(2, 3);
  for (let i = 0; i < palms; i++) {
    const left = i % 2 === 0;
    const px = left ? rng.float(0.02, 0.18) * s.w : rng.float(0.82, 0.98) * s.w;
    palm(
      s,
      rng,
      light,
      px,
      s.h * rng.float(0.92, 1.0),
      s.h * rng.float(0.5, 0.72),
      left ? rng.float(0.02, 0.18) : -rng.float(0.02, 0.18),
    );
  }
  if (o.setting === 'hills') {
    tree(s, rng, light, s.w * 0.08, s.h * 0.98, s.h * 0.5);
    tree(s, rng, light, s.w * 0.93, s.h * 0.99, s.h * 0.42);
  }
  for (let i = 0; i < 5; i++)
    shrub(
      s,
      rng,
      light,
      rng.pick([rng.float(0, 0.3), rng.float(0.7, 1)]) * s.w,
      s.h * rng.float(0.9, 1.02),
      s.h * rng.float(0.04, 0.07),
    );
  if (o.flip) s.close();
  // gentle vignette
  s.rect(
    0,
    0,
    s.w,
    s.h,
    s.radial(
      [
        [0.6, '#000000', 0],
        [1, '#000000', 0.22],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Interiors (one-point perspective room)

const WALL_TONES = ['#efe7dc', '#e6ddd0', '#dfe6e1', '#e9e2d7', '#d9dfe6', '#f1ebe2', '#dde5dc', '#eadccd'];
const ACCENT_WALLS = ['#9fb5a8', '#c98f6f', '#6f8a9c', '#d8b98a', '#b7a48f', '#7f9a86'];
const FABRICS = ['#2f5d62', '#8a5a3c', '#5b6c8f', '#b5835a', '#7d8c6e', '#a9574a', '#3e4a61', '#c49b4f'];

function room(s, rng, o) {
  const W = s.w;
  const H = s.h;
  const vx = W * rng.float(0.42, 0.58);
  const vy = H * 0.46;
  const k = rng.float(0.6, 0.68);
  const bx0 = vx - vx * k;
  const bx1 = vx + (W - vx) * k;
  const by0 = vy - vy * k;
  const by1 = vy + (H - vy) * k;
  const wall = o.wall || rng.pick(WALL_TONES);
  const floorWood = o.floor || rng.pick(['#b9875a', '#a87548', '#c9a27a', '#8e6a4c', '#d7c9b6']);
  // ceiling, walls, floor
  s.poly(
    [
      [0, 0],
      [W, 0],
      [bx1, by0],
      [bx0, by0],
    ],
    shade(wall, 0.35),
  );
  s.poly(
    [
      [0, 0],
      [bx0, by0],
      [bx0, by1],
      [0, H],
    ],
    shade(wall, -0.1),
  );
  s.poly(
    [
      [W, 0],
      [bx1, by0],
      [bx1, by1],
      [W, H],
    ],
    shade(wall, -0.16),
  );
  s.rect(bx0, by0, bx1 - bx0, by1 - by0, o.accentWall ? rng.pick(ACCENT_WALLS) : wall);
  s.poly(
    [
      [0, H],
      [W, H],
      [bx1, by1],
      [bx0, by1],
    ],
    s.linear([
      [0, shade(floorWood, 0.05)],
      [1, shade(floorWood, -0.12)],
    ]),
  );
  const tiles = o.tiles;
  for (let i = 0; i <= 14; i++) {
    const tx = bx0 + ((bx1 - bx0) * i) / 14;
    const bx = vx + (tx - vx) / k;
    s.line(tx, by1, bx, H, shade(floorWood, -0.2), 1.5, 'opacity="0.55"');
  }
  if (tiles) {
    // joints across the floor, closer together towards the back
    for (let i = 1; i < 6; i++) {
      const y = by1 + (H - by1) * (i / 6) ** 1.6;
      s.line(0, y, W, y, shade(floorWood, -0.2), 1.5, 'opacity="0.5"');
    }
  }
  // skirting and cornice
  s.rect(bx0, by1 - 8, bx1 - bx0, 8, shade(wall, -0.2));
  s.rect(bx0, by0, bx1 - bx0, 6, shade(wall, 0.2));
  // ceiling light strip
  s.poly(
    [
      [vx - 40, by0 * 0.3],
      [vx + 40, by0 * 0.3],
      [vx + 30, by0 * 0.62],
      [vx - 30, by0 * 0.62],
    ],
    '#fff6e0',
    'opacity="0.6"',
  );
  return { W, H, vx, vy, k, bx0, bx1, by0, by1, wall, floor: floorWood };
}

function windowView(s, rng, x, y, w, h, light) {
  s.rect(x - 8, y - 8, w + 16, h + 16, '#3a3a3a');
  const clip = s.id('c');
  s.defs.push(`<clipPath id="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath>`);
  s.open(`clip-path="url(#${clip})"`);
  s.rect(
    x,
    y,
    w,
    h,
    s.linear([
      [0, light.sky[0]],
      [0.7, light.sky[1]],
      [1, light.sky[2]],
    ]),
  );
  ridge(s, rng, y + h * 0.85, h * 0.15, y + h, mix(light.haze, '#5b7f6a', 0.5), 0.08);
  for (let i = 0; i < 2; i++) {
    palm(s, rng, light, x + rng.float(0.15, 0.85) * w, y + h * 1.02, h * rng.float(0.6, 0.85), rng.float(-0.15, 0.15));
  }
  s.close();
  for (let m = 1; m < 3; m++) s.rect(x + (m * w) / 3 - 3, y, 6, h, '#3a3a3a');
  s.rect(x, y + h * 0.32, w, 5, '#3a3a3a');
}

function curtains(s, x, y, w, h, color) {
  s.rect(
    x - w * 0.12,
    y - 20,
    w * 0.14,
    h + 40,
    s.linear(
      [
        [0, shade(color, -0.1)],
        [0.5, shade(color, 0.15)],
        [1, shade(color, -0.15)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s.rect(
    x + w * 0.98,
    y - 20,
    w * 0.14,
    h + 40,
    s.linear(
      [
        [0, shade(color, -0.15)],
        [0.5, shade(color, 0.15)],
        [1, shade(color, -0.1)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  s.rect(x - w * 0.15, y - 26, w * 1.3, 6, '#5a4a3a');
}

function art(s, rng, x, y, w, h) {
  s.rect(x - 6, y - 6, w + 12, h + 12, '#2b2b2b');
  s.rect(x, y, w, h, '#f4f0e8');
  const c = rng.pick(FABRICS);
  s.circle(x + w * rng.float(0.3, 0.7), y + h * rng.float(0.3, 0.6), Math.min(w, h) * 0.28, c, 'opacity="0.85"');
  s.rect(x + w * 0.1, y + h * 0.65, w * 0.8, h * 0.22, rng.pick(FABRICS), 'opacity="0.7"');
  s.path(
    `M${f(x + w * 0.1)},${f(y + h * 0.6)} Q${f(x + w * 0.5)},${f(y + h * 0.3)} ${f(x + w * 0.9)},${f(y + h * 0.55)}`,
    'none',
    'stroke="#333" stroke-width="3" opacity="0.6"',
  );
}

function plant(s, rng, x, y, h) {
  s.poly(
    [
      [x - h * 0.14, y - h * 0.3],
      [x + h * 0.14, y - h * 0.3],
      [x + h * 0.1, y],
      [x - h * 0.1, y],
    ],
    rng.pick(['#d9d2c5', '#3f3f3f', '#b5835a', '#f1ede6']),
  );
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * 2.2;
    const L = h * rng.float(0.45, 0.75);
    const ex = x + Math.cos(a) * L;
    const ey = y - h * 0.3 + Math.sin(a) * L;
    const mx = (x + ex) / 2 + Math.sin(a) * L * 0.15;
    const my = (y - h * 0.3 + ey) / 2;
    s.path(
      `M${f(x)},${f(y - h * 0.3)} Q${f(mx - L * 0.15)},${f(my)} ${f(ex)},${f(ey)} Q${f(mx + L * 0.15)},${f(my)} ${f(x)},${f(y - h * 0.3)} Z`,
      shade('#3f7d3f', rng.float(-0.15, 0.15)),
    );
  }
}

function pendant(s, x, y0, y, r, color) {
  s.line(x, y0, x, y, '#333333', 2);
  s.circle(
    x,
    y + r * 0.9,
    r * 3.2,
    s.radial([
      [0, '#fff1c9', 0.45],
      [1, '#fff1c9', 0],
    ]),
  );
  s.path(
    `M${f(x - r)},${f(y + r)} Q${f(x - r)},${f(y)} ${f(x)},${f(y)} Q${f(x + r)},${f(y)} ${f(x + r)},${f(y + r)} Z`,
    color,
  );
  s.ellipse(x, y + r, r * 0.7, r * 0.18, '#fff3cf');
}

function sofa(s, rng, x, y, w, h, color) {
  s.ellipse(x + w / 2, y + 4, w * 0.55, h * 0.08, '#000000', 'opacity="0.18"');
  s.rect(x, y - h, w, h * 0.62, shade(color, -0.08), `rx="${f(h * 0.12)}"`);
  s.rect(x - w * 0.03, y - h * 0.55, w * 1.06, h * 0.45, color, `rx="${f(h * 0.1)}"`);
  s.rect(x - w * 0.06, y - h * 0.7, w * 0.09, h * 0.62, shade(color, -0.15), `rx="${f(h * 0.08)}"`);
  s.rect(x + w * 0.97, y - h * 0.7, w * 0.09, h * 0.62, shade(color, -0.15), `rx="${f(h * 0.08)}"`);
  s.rect(x + w * 0.04, y - h * 0.55, w * 0.45, h * 0.12, shade(color, 0.12), `rx="${f(h * 0.05)}"`);
  s.rect(x + w * 0.51, y - h * 0.55, w * 0.45, h * 0.12, shade(color, 0.12), `rx="${f(h * 0.05)}"`);
  const c1 = rng.pick(FABRICS.filter((c) => c !== color));
  s.rect(
    x + w * 0.08,
    y - h * 0.9,
    h * 0.35,
    h * 0.35,
    c1,
    `rx="${f(h * 0.06)}" transform="rotate(-8 ${f(x + w * 0.08)} ${f(y - h * 0.9)})"`,
  );
  s.rect(
    x + w * 0.8,
    y - h * 0.88,
    h * 0.33,
    h * 0.33,
    shade(c1, 0.3),
    `rx="${f(h * 0.06)}" transform="rotate(6 ${f(x + w * 0.8)} ${f(y - h * 0.88)})"`,
  );
  s.rect(x, y - h * 0.1, 6, h * 0.1, '#2b2b2b');
  s.rect(x + w - 6, y - h * 0.1, 6, h * 0.1, '#2b2b2b');
}

function table(s, x, y, w, h, top, legs) {
  s.ellipse(x + w / 2, y + 3, w * 0.5, h * 0.12, '#000000', 'opacity="0.15"');
  s.rect(x, y - h, w, h * 0.14, top);
  s.rect(x + w * 0.06, y - h * 0.86, 5, h * 0.86, legs);
  s.rect(x + w * 0.94 - 5, y - h * 0.86, 5, h * 0.86, legs);
}

function lamp(s, x, y, h) {
  s.line(x, y, x, y - h, '#2b2b2b', 4);
  s.ellipse(x, y, h * 0.1, h * 0.02, '#2b2b2b');
  s.circle(
    x,
    y - h * 0.95,
    h * 0.4,
    s.radial([
      [0, '#fff0c2', 0.5],
      [1, '#fff0c2', 0],
    ]),
  );
  s.poly(
    [
      [x - h * 0.13, y - h * 0.85],
      [x + h * 0.13, y - h * 0.85],
      [x + h * 0.08, y - h * 1.08],
      [x - h * 0.08, y - h * 1.08],
    ],
    '#f4e6c8',
  );
}

function chair(s, x, y, h, color) {
  s.rect(x, y - h, h * 0.5, h * 0.55, shade(color, -0.1), `rx="${f(h * 0.08)}"`);
  s.rect(x - h * 0.05, y - h * 0.5, h * 0.6, h * 0.14, color, `rx="${f(h * 0.05)}"`);
  s.rect(x, y - h * 0.36, 4, h * 0.36, '#2b2b2b');
  s.rect(x + h * 0.5 - 4, y - h * 0.36, 4, h * 0.36, '#2b2b2b');
}

function slats(s, x, y, w, h, wood) {
  s.rect(x, y, w, h, shade(wood, -0.35));
  for (let i = 0; i < w / 14; i++) s.rect(x + i * 14 + 2, y, 9, h, shade(wood, ((i * 7) % 5) / 40 - 0.05));
}

function workInProgress(s, rng, r) {
  const y = r.H * 0.97;
  s.poly(
    [
      [r.W * 0.05, r.H],
      [r.W * 0.45, r.H],
      [r.W * 0.42, r.H * 0.86],
      [r.W * 0.1, r.H * 0.88],
    ],
    '#e8e6e0',
    'opacity="0.9"',
  );
  // ladder
  const lx = r.W * rng.float(0.62, 0.72);
  const lh = r.H * 0.55;
  s.line(lx, y, lx + lh * 0.18, y - lh, '#c9a15a', 10);
  s.line(lx + lh * 0.3, y, lx + lh * 0.18, y - lh, '#b08a45', 10);
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    s.line(lx + lh * 0.18 * t, y - lh * t, lx + lh * 0.3 - lh * 0.12 * t, y - lh * t, '#b08a45', 7);
  }
  // paint buckets
  for (let i = 0; i < 2; i++) {
    const bx = r.W * (0.2 + i * 0.09);
    s.rect(bx, y - r.H * 0.09, r.H * 0.08, r.H * 0.09, i ? '#d9d9d9' : '#f0f0f0');
    s.ellipse(bx + r.H * 0.04, y - r.H * 0.09, r.H * 0.04, r.H * 0.012, rng.pick(FABRICS));
  }
  s.rect(r.W * 0.3, y - r.H * 0.02, r.H * 0.12, r.H * 0.02, '#3a3a3a');
  s.rect(r.W * 0.3 + r.H * 0.12, y - r.H * 0.045, r.H * 0.06, r.H * 0.04, '#f2b300', `rx="6"`);
}

/**
 * An interior scene.
 * @param {{room: string, time?: string, wip?: boolean}} o
 */
function interior(s, rng, o) {
  const light = TIMES[o.time || rng.pick(['day', 'day', 'golden'])];
  const kind = o.room;
  const r = room(s, rng, {
    tiles: kind === 'kitchen' || kind === 'office' || kind === 'lobby',
    floor: kind === 'office' ? '#a9a49b' : kind === 'lobby' ? '#d8d2c8' : undefined,
    wall: kind === 'restaurant' ? rng.pick(['#3d4a43', '#5a3f37', '#2f3d4f']) : undefined,
    accentWall: (kind === 'living' || kind === 'bedroom') && rng.chance(0.6),
  });
  const bw = r.bx1 - r.bx0;
  const bh = r.by1 - r.by0;
  const fy = r.by1 + (r.H - r.by1) * 0.32; // the furniture line
  const accent = rng.pick(FABRICS);
  if (kind === 'living' || kind === 'bedroom') {
    const wx = r.bx0 + bw * (rng.chance(0.5) ? 0.08 : 0.55);
    windowView(s, rng, wx, r.by0 + bh * 0.15, bw * 0.34, bh * 0.55, light);
    curtains(s, wx, r.by0 + bh * 0.15, bw * 0.34, bh * 0.55, rng.pick(['#efe6d8', '#d9cbb5', '#c9d3cf']));
    const artX = wx < r.bx0 + bw * 0.3 ? r.bx0 + bw * 0.62 : r.bx0 + bw * 0.12;
    art(s, rng, artX, r.by0 + bh * 0.22, bw * 0.2, bh * 0.26);
    // rug
    s.poly(
      [
        [r.W * 0.2, r.H * 0.98],
        [r.W * 0.8, r.H * 0.98],
        [r.W * 0.68, fy + 10],
        [r.W * 0.32, fy + 10],
      ],
      shade(accent, 0.35),
      'opacity="0.9"',
    );
    if (kind === 'living') {
      sofa(s, rng, r.vx - bw * 0.36, fy + r.H * 0.03, bw * 0.72, r.H * 0.27, rng.pick(FABRICS));
      // side table with a vase, coffee table with books
      s.rect(r.vx + bw * 0.42, fy - r.H * 0.1, bw * 0.08, r.H * 0.1, '#6b4a32');
      s.ellipse(
        r.vx + bw * 0.46,
        fy - r.H * 0.14,
        r.H * 0.022,
        r.H * 0.04,
        rng.pick(['#2f5d62', '#c98f6f', '#f1ede6']),
      );
      table(
        s,
        r.vx - bw * 0.2,
        r.H * 0.93,
        bw * 0.4,
        r.H * 0.09,
        rng.pick(['#6b4a32', '#2b2b2b', '#c9a27a']),
        '#3a2a1e',
      );
      s.rect(r.vx - bw * 0.1, r.H * 0.93 - r.H * 0.105, bw * 0.08, r.H * 0.015, rng.pick(FABRICS));
      s.rect(r.vx - bw * 0.095, r.H * 0.93 - r.H * 0.118, bw * 0.07, r.H * 0.013, '#f4f0e8');
      s.circle(r.vx + bw * 0.08, r.H * 0.93 - r.H * 0.115, r.H * 0.018, '#e07a3f');
      lamp(s, r.vx + bw * 0.58, fy + r.H * 0.05, r.H * 0.42);
      plant(s, rng, r.vx - bw * 0.5, fy + r.H * 0.05, r.H * 0.36);
      pendant(s, r.vx, 0, r.H * 0.12, r.H * 0.03, '#2b2b2b');
    } else {
      const bedW = bw * 0.7;
      const bx = r.vx - bedW / 2;
      slats(s, bx - bw * 0.04, r.by0 + bh * 0.35, bedW + bw * 0.08, bh * 0.65, rng.pick(['#8a5a3c', '#a87548']));
      s.rect(bx, fy - r.H * 0.2, bedW, r.H * 0.12, '#f4f1ea', `rx="10"`);
      s.rect(bx - 6, fy - r.H * 0.12, bedW + 12, r.H * 0.13, '#ffffff', `rx="8"`);
      s.rect(bx + bedW * 0.35, fy - r.H * 0.12, bedW * 0.68, r.H * 0.13, accent, `rx="8"`);
      s.rect(bx + bedW * 0.05, fy - r.H * 0.24, bedW * 0.25, r.H * 0.07, '#ffffff', `rx="10"`);
      s.rect(bx + bedW * 0.7, fy - r.H * 0.24, bedW * 0.25, r.H * 0.07, '#ffffff', `rx="10"`);
      for (const side of [-1, 1]) {
        const tx = side < 0 ? bx - bw * 0.14 : bx + bedW + bw * 0.03;
        s.rect(tx, fy - r.H * 0.1, bw * 0.11, r.H * 0.1, '#6b4a32');
        s.circle(
          tx + bw * 0.055,
          fy - r.H * 0.15,
          r.H * 0.12,
          s.radial([
            [0, '#fff0c2', 0.5],
            [1, '#fff0c2', 0],
          ]),
        );
        s.poly(
          [
            [tx + bw * 0.02, fy - r.H * 0.13],
            [tx + bw * 0.09, fy - r.H * 0.13],
            [tx + bw * 0.075, fy - r.H * 0.18],
            [tx + bw * 0.035, fy - r.H * 0.18],
          ],
          '#f4e6c8',
        );
      }
    }
  } else if (kind === 'kitchen') {
    const cab = rng.pick(['#2f5d62', '#f1ede6', '#3e4a61', '#7d8c6e', '#d9cbb5']);
    const counter = rng.pick(['#f4f1ea', '#2b2b2b', '#e6e0d6']);
    // tiled backsplash, upper cabinets, base cabinets
    s.rect(r.bx0, r.by0 + bh * 0.38, bw, bh * 0.28, '#f6f3ee');
    for (let i = 0; i < 24; i++)
      s.line(r.bx0 + (i * bw) / 24, r.by0 + bh * 0.38, r.bx0 + (i * bw) / 24, r.by0 + bh * 0.66, '#d9d4cc', 1);
    for (let j = 1; j < 5; j++)
      s.line(r.bx0, r.by0 + bh * (0.38 + j * 0.056), r.bx1, r.by0 + bh * (0.38 + j * 0.056), '#d9d4cc', 1);
    for (let i = 0; i < 6; i++) {
      s.rect(r.bx0 + (i * bw) / 6 + 3, r.by0 + bh * 0.06, bw / 6 - 6, bh * 0.3, cab);
      s.rect(r.bx0 + (i * bw) / 6 + bw / 12 - 10, r.by0 + bh * 0.32, 20, 4, '#9a9a9a');
    }
    s.rect(r.bx0, r.by0 + bh * 0.64, bw, bh * 0.04, counter);
    for (let i = 0; i < 6; i++) {
      s.rect(r.bx0 + (i * bw) / 6 + 3, r.by0 + bh * 0.68, bw / 6 - 6, bh * 0.3, shade(cab, -0.05));
      s.rect(r.bx0 + (i * bw) / 6 + bw / 12 - 10, r.by0 + bh * 0.72, 20, 4, '#9a9a9a');
    }
    s.rect(r.bx0 + bw * 0.42, r.by0 + bh * 0.38, bw * 0.16, bh * 0.12, '#b0b0b0');
    // island with stools
    s.rect(r.vx - bw * 0.4, fy + r.H * 0.05 - r.H * 0.2, bw * 0.8, r.H * 0.2, shade(cab, -0.12));
    s.rect(r.vx - bw * 0.43, fy + r.H * 0.05 - r.H * 0.22, bw * 0.86, r.H * 0.03, counter);
    for (let i = 0; i < 3; i++) {
      const sx = r.vx - bw * 0.28 + i * bw * 0.28;
      s.rect(sx - r.H * 0.045, r.H * 0.86, r.H * 0.09, r.H * 0.025, '#2b2b2b', 'rx="6"');
      s.line(sx, r.H * 0.88, sx, r.H, '#2b2b2b', 5);
    }
    s.circle(r.vx + bw * 0.25, fy + r.H * 0.05 - r.H * 0.25, r.H * 0.025, '#e07a3f');
    s.circle(r.vx + bw * 0.28, fy + r.H * 0.05 - r.H * 0.245, r.H * 0.02, '#7cb342');
    for (let i = 0; i < 3; i++) pendant(s, r.vx - bw * 0.25 + i * bw * 0.25, 0, r.H * 0.22, r.H * 0.035, '#2b2b2b');
  } else if (kind === 'office') {
    const wood = rng.pick(['#a87548', '#8a5a3c', '#c9a27a']);
    slats(s, r.bx0 + bw * 0.05, r.by0 + bh * 0.05, bw * 0.3, bh * 0.95, wood);
    // glass meeting room on the right
    s.rect(r.bx0 + bw * 0.45, r.by0 + bh * 0.08, bw * 0.5, bh * 0.92, '#cfe3ef', 'opacity="0.45"');
    for (let i = 1; i < 4; i++)
      s.rect(r.bx0 + bw * 0.45 + (i * bw * 0.5) / 4 - 2, r.by0 + bh * 0.08, 4, bh * 0.92, '#5a6068');
    s.rect(r.bx0 + bw * 0.45, r.by0 + bh * 0.45, bw * 0.5, bh * 0.05, '#ffffff', 'opacity="0.6"');
    // desks with monitors and chairs
    for (let row = 0; row < 2; row++) {
      const y = fy + row * r.H * 0.2;
      const sc = 1 + row * 0.35;
      for (let i = 0; i < 3; i++) {
        const x = r.vx - bw * 0.55 * sc + i * bw * 0.38 * sc;
        s.rect(x, y - r.H * 0.1 * sc, bw * 0.3 * sc, r.H * 0.02 * sc, '#f4f1ea');
        s.rect(x + 6, y - r.H * 0.08 * sc, 5, r.H * 0.08 * sc, '#5a6068');
        s.rect(x + bw * 0.3 * sc - 11, y - r.H * 0.08 * sc, 5, r.H * 0.08 * sc, '#5a6068');
        s.rect(x + bw * 0.09 * sc, y - r.H * 0.19 * sc, bw * 0.11 * sc, r.H * 0.08 * sc, '#222831', 'rx="3"');
        s.rect(x + bw * 0.1 * sc, y - r.H * 0.182 * sc, bw * 0.09 * sc, r.H * 0.064 * sc, '#3d6e8f');
        chair(s, x + bw * 0.1 * sc, y + r.H * 0.04 * sc, r.H * 0.13 * sc, accent);
      }
    }
    plant(s, rng, r.W * 0.06, r.H * 0.99, r.H * 0.42);
    for (let i = 0; i < 4; i++)
      s.rect(r.W * 0.2 + i * r.W * 0.17, r.H * 0.04 + i * 0, r.W * 0.12, 6, '#fffaf0', 'opacity="0.9"');
  } else if (kind === 'restaurant') {
    const wood = rng.pick(['#8a5a3c', '#a87548']);
    // bar with shelves of bottles
    s.rect(r.bx0 + bw * 0.05, r.by0 + bh * 0.18, bw * 0.9, bh * 0.42, shade(r.wall, -0.25));
    for (let sh = 0; sh < 3; sh++) {
      const y = r.by0 + bh * (0.3 + sh * 0.12);
      s.rect(r.bx0 + bw * 0.05, y, bw * 0.9, 5, wood);
      for (let b = 0; b < 22; b++) {
        if (rng.chance(0.7)) {
          const bx = r.bx0 + bw * 0.07 + b * bw * 0.04;
          s.rect(
            bx,
            y - bh * 0.08,
            bw * 0.014,
            bh * 0.08,
            rng.pick(['#2e5d3a', '#7a3b2e', '#c9a15a', '#e8e2d6', '#3e4a61']),
            'rx="3"',
          );
        }
      }
    }
    s.rect(r.bx0 + bw * 0.05, r.by0 + bh * 0.68, bw * 0.9, bh * 0.32, wood);
    for (let i = 0; i < 18; i++)
      s.rect(r.bx0 + bw * 0.05 + i * bw * 0.05, r.by0 + bh * 0.68, 3, bh * 0.32, shade(wood, -0.25));
    s.rect(r.bx0 + bw * 0.03, r.by0 + bh * 0.66, bw * 0.94, bh * 0.03, '#2b2b2b');
    // tables
    for (let i = 0; i < 3; i++) {
      const x = r.W * (0.16 + i * 0.28);
      const y = r.H * (0.9 - (i % 2) * 0.06);
      chair(s, x - r.H * 0.12, y, r.H * 0.16, accent);
      chair(s, x + r.H * 0.1, y, r.H * 0.16, accent);
      s.ellipse(x + r.H * 0.02, y - r.H * 0.14, r.H * 0.12, r.H * 0.025, '#f4f1ea');
      s.rect(x + r.H * 0.015, y - r.H * 0.13, 6, r.H * 0.13, '#2b2b2b');
      s.circle(x + r.H * 0.02, y - r.H * 0.17, r.H * 0.012, '#f2c14e');
    }
    for (let i = 0; i < 5; i++)
      pendant(
        s,
        r.W * (0.15 + i * 0.175),
        0,
        r.H * rng.float(0.12, 0.24),
        r.H * 0.03,
        rng.pick(['#c9a15a', '#2b2b2b', '#b5835a']),
      );
  } else {
    // lobby
    const wood = rng.pick(['#a87548', '#8a5a3c', '#c9a27a']);
    slats(s, r.bx0 + bw * 0.2, r.by0 + bh * 0.02, bw * 0.6, bh * 0.98, wood);
    s.rect(r.vx - bw * 0.28, fy - r.H * 0.14, bw * 0.56, r.H * 0.14, '#f1ede6');
    s.rect(r.vx - bw * 0.3, fy - r.H * 0.155, bw * 0.6, r.H * 0.02, '#2b2b2b');
    s.rect(r.vx - bw * 0.28, fy - r.H * 0.04, bw * 0.56, r.H * 0.04, shade(wood, -0.2));
    plant(s, rng, r.W * 0.1, r.H * 0.98, r.H * 0.5);
    plant(s, rng, r.W * 0.9, r.H * 0.98, r.H * 0.45);
    sofa(s, rng, r.W * 0.2, r.H * 0.99, r.W * 0.2, r.H * 0.16, accent);
    const cx = r.vx;
    s.line(cx, 0, cx, r.H * 0.12, '#2b2b2b', 2);
    for (let i = 0; i < 7; i++)
      pendant(s, cx - r.W * 0.12 + i * r.W * 0.04, r.H * 0.12, r.H * (0.16 + (i % 3) * 0.03), r.H * 0.02, '#c9a15a');
  }
  if (o.wip) workInProgress(s, rng, r);
  // light from the window side and a soft vignette
  s.rect(
    0,
    0,
    s.w,
    s.h,
    s.linear(
      [
        [0, '#fff4dc', 0.12],
        [1, '#000000', 0.08],
      ],
      0,
      0,
      1,
      0.4,
    ),
  );
  s.rect(
    0,
    0,
    s.w,
    s.h,
    s.radial(
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.28],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Desk scenes (design and cost services)

function planDrawing(s, rng, x, y, w, h, ink) {
  const rooms = [[x, y, w, h]];
  for (let i = 0; i < 6; i++) {
    rooms.sort((a, b) => b[2] * b[3] - a[2] * a[3]);
    const [rx, ry, rw, rh] = rooms.shift();
    if (rw > rh) {
      const cut = rw * rng.float(0.35, 0.65);
      rooms.push([rx, ry, cut, rh], [rx + cut, ry, rw - cut, rh]);
    } else {
      const cut = rh * rng.float(0.35, 0.65);
      rooms.push([rx, ry, rw, cut], [rx, ry + cut, rw, rh - cut]);
    }
  }
  for (const [rx, ry, rw, rh] of rooms) {
    s.rect(rx, ry, rw, rh, 'none', `stroke="${ink}" stroke-width="4"`);
    // a door swing
    const dr = Math.min(rw, rh) * 0.22;
    s.path(
      `M${f(rx + 8)},${f(ry + rh)} A${f(dr)},${f(dr)} 0 0 1 ${f(rx + 8 + dr)},${f(ry + rh - dr)}`,
      'none',
      `stroke="${ink}" stroke-width="1.5" opacity="0.8"`,
    );
    if (rng.chance(0.4))
      s.rect(
        rx + rw * 0.2,
        ry + rh * 0.3,
        rw * 0.35,
        rh * 0.25,
        'none',
        `stroke="${ink}" stroke-width="1.5" opacity="0.7"`,
      );
  }
  s.rect(x, y, w, h, 'none', `stroke="${ink}" stroke-width="9"`);
  for (let i = 0; i <= 4; i++) s.line(x + (i * w) / 4, y - 30, x + (i * w) / 4, y - 12, ink, 1.5);
  s.line(x, y - 21, x + w, y - 21, ink, 1.5);
}

function desk(s, rng, o) {
  const wood = rng.pick(['#b9875a', '#a87548', '#c9a27a']);
  s.rect(
    0,
    0,
    s.w,
    s.h,
    s.linear(
      [
        [0, shade(wood, 0.06)],
        [1, shade(wood, -0.1)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  for (let i = 0; i < 26; i++) {
    const y = (i / 26) * s.h + rng.float(-6, 6);
    s.path(
      `M0,${f(y)} Q${f(s.w * 0.4)},${f(y + rng.float(-12, 12))} ${f(s.w)},${f(y + rng.float(-8, 8))}`,
      'none',
      `stroke="${shade(wood, -0.15)}" stroke-width="${f(rng.float(1, 3))}" opacity="0.35"`,
    );
  }
  if (o.kind === 'blueprint') {
    const px = s.w * 0.12;
    const py = s.h * 0.1;
    const pw = s.w * 0.62;
    const ph = s.h * 0.8;
    s.rect(px + 14, py + 16, pw, ph, '#000000', 'opacity="0.25"');
    s.rect(px, py, pw, ph, '#1d4f8a');
    for (let gx = 0; gx < pw; gx += 28) s.line(px + gx, py, px + gx, py + ph, '#ffffff', 0.6, 'opacity="0.15"');
    for (let gy = 0; gy < ph; gy += 28) s.line(px, py + gy, px + pw, py + gy, '#ffffff', 0.6, 'opacity="0.15"');
    planDrawing(s, rng, px + pw * 0.12, py + ph * 0.16, pw * 0.76, ph * 0.7, '#eaf3ff');
    // rolled drawings, set square, pencil, compass
    for (let i = 0; i < 2; i++) {
      s.rect(
        s.w * (0.79 + i * 0.07),
        s.h * 0.06,
        s.w * 0.05,
        s.h * 0.6,
        s.linear(
          [
            [0, '#dcd6c6'],
            [0.5, '#f6f2e8'],
            [1, '#cfc8b5'],
          ],
          0,
          0,
          1,
          0,
        ),
        'rx="20"',
      );
    }
    s.poly(
      [
        [s.w * 0.55, s.h * 0.92],
        [s.w * 0.82, s.h * 0.92],
        [s.w * 0.55, s.h * 0.58],
      ],
      '#f2b300',
      'opacity="0.75"',
    );
    s.poly(
      [
        [s.w * 0.59, s.h * 0.88],
        [s.w * 0.7, s.h * 0.88],
        [s.w * 0.59, s.h * 0.74],
      ],
      '#1d4f8a',
      'opacity="0.5"',
    );
    s.open(`transform="rotate(-30 ${f(s.w * 0.85)} ${f(s.h * 0.8)})"`);
    s.rect(s.w * 0.78, s.h * 0.79, s.w * 0.18, s.h * 0.025, '#f2b300');
    s.poly(
      [
        [s.w * 0.78, s.h * 0.79],
        [s.w * 0.78, s.h * 0.815],
        [s.w * 0.76, s.h * 0.8025],
      ],
      '#e8c9a0',
    );
    s.close();
    s.circle(s.w * 0.88, s.h * 0.74, s.h * 0.05, '#6b4a32');
    s.circle(s.w * 0.88, s.h * 0.74, s.h * 0.04, '#3b2418');
  } else {
    // cost plan: papers with bar charts and tables, a calculator and a hard hat
    for (let i = 0; i < 2; i++) {
      const px = s.w * (0.08 + i * 0.32);
      const py = s.h * (0.12 + i * 0.08);
      s.open(`transform="rotate(${i ? 4 : -5} ${f(px)} ${f(py)})"`);
      s.rect(px + 10, py + 12, s.w * 0.34, s.h * 0.66, '#000000', 'opacity="0.22"');
      s.rect(px, py, s.w * 0.34, s.h * 0.66, '#fbfaf6');
      for (let l = 0; l < 5; l++)
        s.rect(px + s.w * 0.03, py + s.h * (0.06 + l * 0.04), s.w * rng.float(0.12, 0.26), 6, '#b9b4aa');
      for (let b = 0; b < 6; b++) {
        const bh = s.h * rng.float(0.08, 0.24);
        s.rect(px + s.w * (0.04 + b * 0.045), py + s.h * 0.58 - bh, s.w * 0.03, bh, b % 2 ? '#2f5d62' : '#e07a3f');
      }
      s.line(px + s.w * 0.03, py + s.h * 0.58, px + s.w * 0.31, py + s.h * 0.58, '#555', 2);
      s.close();
    }
    const cx = s.w * 0.76;
    const cy = s.h * 0.2;
    s.rect(cx + 10, cy + 12, s.w * 0.16, s.h * 0.36, '#000000', 'opacity="0.25"');
    s.rect(cx, cy, s.w * 0.16, s.h * 0.36, '#2b2f36', 'rx="14"');
    s.rect(cx + s.w * 0.015, cy + s.h * 0.03, s.w * 0.13, s.h * 0.07, '#b9d3b0', 'rx="4"');
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 4; c++)
        s.rect(
          cx + s.w * (0.015 + c * 0.034),
          cy + s.h * (0.13 + r * 0.055),
          s.w * 0.026,
          s.h * 0.04,
          r === 3 && c === 3 ? '#e07a3f' : '#5a6068',
          'rx="4"',
        );
    }
    // hard hat, seen from above
    const hx = s.w * 0.82;
    const hy = s.h * 0.78;
    s.ellipse(hx + 10, hy + 14, s.h * 0.2, s.h * 0.16, '#000000', 'opacity="0.25"');
    s.ellipse(hx, hy, s.h * 0.2, s.h * 0.16, '#e0a800');
    s.ellipse(
      hx,
      hy,
      s.h * 0.15,
      s.h * 0.12,
      s.radial(
        [
          [0, '#ffd84d'],
          [1, '#f2b300'],
        ],
        0.4,
        0.4,
        0.6,
      ),
    );
    s.rect(hx - s.h * 0.015, hy - s.h * 0.12, s.h * 0.03, s.h * 0.24, '#e0a800', 'rx="6"');
    // pen
    s.open(`transform="rotate(20 ${f(s.w * 0.6)} ${f(s.h * 0.88)})"`);
    s.rect(s.w * 0.5, s.h * 0.87, s.w * 0.2, s.h * 0.02, '#1f3f6b', 'rx="5"');
    s.close();
  }
  s.rect(
    0,
    0,
    s.w,
    s.h,
    s.radial(
      [
        [0.5, '#000000', 0],
        [1, '#000000', 0.3],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Portraits and logo

const SKIN = ['#8d5a3b', '#a86b45', '#b97d52', '#7a4a2e', '#c48a5e', '#9b6140'];
const HAIR = ['#1b1410', '#2a1d15', '#3b2a20', '#161616'];
const BACKDROPS = [
  ['#d8e8e4', '#2f5d62'],
  ['#f3e1cf', '#b5835a'],
  ['#dfe4ef', '#3e4a61'],
  ['#efe0e0', '#a9574a'],
  ['#e6ead8', '#7d8c6e'],
  ['#f2e7cc', '#c49b4f'],
];

/**
 * @param {{gender: 'm'|'f', hair?: string, glasses?: boolean, beard?: boolean, grey?: boolean, hardHat?: boolean, shirt?: string}} o
 */
function portrait(s, rng, o) {
  const W = s.w;
  const [bg, deep] = rng.pick(BACKDROPS);
  s.rect(
    0,
    0,
    W,
    W,
    s.radial(
      [
        [0, shade(bg, 0.3)],
        [1, bg],
      ],
      0.5,
      0.35,
      0.8,
    ),
  );
  s.circle(W * 0.5, W * 0.5, W * 0.42, shade(bg, -0.06));
  s.circle(W * 0.5, W * 0.5, W * 0.42, 'none', `stroke="${deep}" stroke-width="${f(W * 0.012)}" opacity="0.5"`);
  const skin = rng.pick(SKIN);
  const hair = o.grey ? rng.pick(['#9a9690', '#b5b1aa', '#7f7b75']) : rng.pick(HAIR);
  const shirt = o.shirt || rng.pick(['#2f5d62', '#3e4a61', '#f4f1ea', '#8a5a3c', '#5b6c8f', '#a9574a', '#7d8c6e']);
  const cx = W / 2;
  const headY = W * 0.42;
  const hr = W * 0.15;
  // long hair behind
  if (o.gender === 'f' && o.hair !== 'bun') {
    s.path(
      `M${f(cx - hr * 1.15)},${f(headY)} Q${f(cx - hr * 1.35)},${f(headY + hr * 2.2)} ${f(cx - hr * 0.6)},${f(headY + hr * 2.3)} L${f(cx + hr * 0.6)},${f(headY + hr * 2.3)} Q${f(cx + hr * 1.35)},${f(headY + hr * 2.2)} ${f(cx + hr * 1.15)},${f(headY)} Z`,
      hair,
    );
  }
  // shoulders
  s.path(
    `M${f(W * 0.14)},${f(W)} Q${f(W * 0.16)},${f(W * 0.72)} ${f(cx - hr * 0.9)},${f(W * 0.7)} L${f(cx + hr * 0.9)},${f(W * 0.7)} Q${f(W * 0.84)},${f(W * 0.72)} ${f(W * 0.86)},${f(W)} Z`,
    shirt,
  );
  s.path(
    `M${f(W * 0.14)},${f(W)} Q${f(W * 0.16)},${f(W * 0.72)} ${f(cx - hr * 0.9)},${f(W * 0.7)} L${f(cx - hr * 0.4)},${f(W * 0.7)} Q${f(W * 0.3)},${f(W * 0.8)} ${f(W * 0.3)},${f(W)} Z`,
    shade(shirt, -0.1),
  );
  // neck and collar
  s.rect(cx - hr * 0.42, headY + hr * 0.6, hr * 0.84, hr * 1.05, shade(skin, -0.12));
  s.path(
    `M${f(cx - hr * 0.45)},${f(W * 0.7)} L${f(cx)},${f(W * 0.8)} L${f(cx + hr * 0.45)},${f(W * 0.7)} Z`,
    shade(skin, -0.12),
  );
  const collar = shirt === '#f4f1ea' ? '#dcd6cc' : shade(shirt, 0.25);
  s.poly(
    [
      [cx - hr * 0.5, W * 0.69],
      [cx, W * 0.8],
      [cx - hr * 0.2, W * 0.84],
      [cx - hr * 0.75, W * 0.72],
    ],
    collar,
  );
  s.poly(
    [
      [cx + hr * 0.5, W * 0.69],
      [cx, W * 0.8],
      [cx + hr * 0.2, W * 0.84],
      [cx + hr * 0.75, W * 0.72],
    ],
    collar,
  );
  // head
  s.ellipse(cx - hr * 0.98, headY + hr * 0.1, hr * 0.16, hr * 0.24, shade(skin, -0.08));
  s.ellipse(cx + hr * 0.98, headY + hr * 0.1, hr * 0.16, hr * 0.24, shade(skin, -0.08));
  s.ellipse(cx, headY, hr, hr * 1.18, skin);
  s.ellipse(cx - hr * 0.35, headY - hr * 0.3, hr * 0.35, hr * 0.3, shade(skin, 0.12), 'opacity="0.4"');
  // hair on top
  if (o.hardHat) {
    s.path(
      `M${f(cx - hr * 1.2)},${f(headY - hr * 0.35)} Q${f(cx - hr * 1.1)},${f(headY - hr * 1.55)} ${f(cx)},${f(headY - hr * 1.55)} Q${f(cx + hr * 1.1)},${f(headY - hr * 1.55)} ${f(cx + hr * 1.2)},${f(headY - hr * 0.35)} Z`,
      '#f2b300',
    );
    s.rect(cx - hr * 1.35, headY - hr * 0.42, hr * 2.7, hr * 0.16, '#e0a800', `rx="${f(hr * 0.08)}"`);
    s.rect(cx - hr * 0.1, headY - hr * 1.52, hr * 0.2, hr * 1.1, '#ffd84d', 'opacity="0.7"');
  } else if (o.gender === 'f') {
    s.path(
      `M${f(cx - hr * 1.08)},${f(headY + hr * 0.2)} Q${f(cx - hr * 1.2)},${f(headY - hr * 1.4)} ${f(cx)},${f(headY - hr * 1.25)} Q${f(cx + hr * 1.2)},${f(headY - hr * 1.4)} ${f(cx + hr * 1.08)},${f(headY + hr * 0.2)} Q${f(cx + hr * 0.9)},${f(headY - hr * 0.7)} ${f(cx + hr * 0.1)},${f(headY - hr * 0.75)} Q${f(cx - hr * 0.7)},${f(headY - hr * 0.6)} ${f(cx - hr * 1.08)},${f(headY + hr * 0.2)} Z`,
      hair,
    );
    if (o.hair === 'bun') s.circle(cx, headY - hr * 1.35, hr * 0.42, hair);
  } else if (o.hair === 'bald') {
    s.path(
      `M${f(cx - hr * 1.0)},${f(headY + hr * 0.1)} Q${f(cx - hr * 1.05)},${f(headY - hr * 0.5)} ${f(cx - hr * 0.75)},${f(headY - hr * 0.65)} L${f(cx - hr * 0.8)},${f(headY + hr * 0.1)} Z`,
      hair,
    );
    s.path(
      `M${f(cx + hr * 1.0)},${f(headY + hr * 0.1)} Q${f(cx + hr * 1.05)},${f(headY - hr * 0.5)} ${f(cx + hr * 0.75)},${f(headY - hr * 0.65)} L${f(cx + hr * 0.8)},${f(headY + hr * 0.1)} Z`,
      hair,
    );
  } else {
    s.path(
      `M${f(cx - hr * 1.02)},${f(headY - hr * 0.05)} Q${f(cx - hr * 1.15)},${f(headY - hr * 1.45)} ${f(cx + hr * 0.1)},${f(headY - hr * 1.3)} Q${f(cx + hr * 1.15)},${f(headY - hr * 1.25)} ${f(cx + hr * 1.02)},${f(headY - hr * 0.05)} Q${f(cx + hr * 0.9)},${f(headY - hr * 0.75)} ${f(cx + hr * 0.3)},${f(headY - hr * 0.72)} Q${f(cx - hr * 0.4)},${f(headY - hr * 0.95)} ${f(cx - hr * 1.02)},${f(headY - hr * 0.05)} Z`,
      hair,
    );
  }
  // face
  const ink = '#2a1d15';
  s.ellipse(cx - hr * 0.38, headY + hr * 0.05, hr * 0.09, hr * 0.11, ink);
  s.ellipse(cx + hr * 0.38, headY + hr * 0.05, hr * 0.09, hr * 0.11, ink);
  s.circle(cx - hr * 0.35, headY + hr * 0.01, hr * 0.03, '#ffffff');
  s.circle(cx + hr * 0.41, headY + hr * 0.01, hr * 0.03, '#ffffff');
  const brow = o.grey ? shade(hair, -0.3) : hair;
  s.path(
    `M${f(cx - hr * 0.55)},${f(headY - hr * 0.2)} Q${f(cx - hr * 0.38)},${f(headY - hr * 0.32)} ${f(cx - hr * 0.2)},${f(headY - hr * 0.22)}`,
    'none',
    `stroke="${brow}" stroke-width="${f(hr * 0.07)}" stroke-linecap="round"`,
  );
  s.path(
    `M${f(cx + hr * 0.55)},${f(headY - hr * 0.2)} Q${f(cx + hr * 0.38)},${f(headY - hr * 0.32)} ${f(cx + hr * 0.2)},${f(headY - hr * 0.22)}`,
    'none',
    `stroke="${brow}" stroke-width="${f(hr * 0.07)}" stroke-linecap="round"`,
  );
  s.path(
    `M${f(cx)},${f(headY + hr * 0.1)} Q${f(cx - hr * 0.1)},${f(headY + hr * 0.38)} ${f(cx + hr * 0.05)},${f(headY + hr * 0.42)}`,
    'none',
    `stroke="${shade(skin, -0.3)}" stroke-width="${f(hr * 0.05)}" stroke-linecap="round"`,
  );
  if (o.beard) {
    s.path(
      `M${f(cx - hr * 0.95)},${f(headY + hr * 0.2)} Q${f(cx - hr * 0.8)},${f(headY + hr * 1.3)} ${f(cx)},${f(headY + hr * 1.22)} Q${f(cx + hr * 0.8)},${f(headY + hr * 1.3)} ${f(cx + hr * 0.95)},${f(headY + hr * 0.2)} Q${f(cx + hr * 0.6)},${f(headY + hr * 0.85)} ${f(cx)},${f(headY + hr * 0.85)} Q${f(cx - hr * 0.6)},${f(headY + hr * 0.85)} ${f(cx - hr * 0.95)},${f(headY + hr * 0.2)} Z`,
      hair,
      'opacity="0.9"',
    );
    s.path(
      `M${f(cx - hr * 0.35)},${f(headY + hr * 0.58)} Q${f(cx)},${f(headY + hr * 0.46)} ${f(cx + hr * 0.35)},${f(headY + hr * 0.58)}`,
      'none',
      `stroke="${hair}" stroke-width="${f(hr * 0.12)}" stroke-linecap="round"`,
    );
  }
  s.path(
    `M${f(cx - hr * 0.3)},${f(headY + hr * 0.62)} Q${f(cx)},${f(headY + hr * 0.85)} ${f(cx + hr * 0.3)},${f(headY + hr * 0.62)}`,
    'none',
    `stroke="#7a2e2a" stroke-width="${f(hr * 0.07)}" stroke-linecap="round"`,
  );
  if (o.gender === 'f') s.circle(cx, headY - hr * 0.42, hr * 0.05, '#a02b2b');
  if (o.glasses) {
    const g = `stroke="#2b2b2b" stroke-width="${f(hr * 0.06)}" fill="#ffffff" fill-opacity="0.12"`;
    s.add(
      `<rect x="${f(cx - hr * 0.68)}" y="${f(headY - hr * 0.12)}" width="${f(hr * 0.56)}" height="${f(hr * 0.36)}" rx="${f(hr * 0.1)}" ${g}/>`,
    );
    s.add(
      `<rect x="${f(cx + hr * 0.12)}" y="${f(headY - hr * 0.12)}" width="${f(hr * 0.56)}" height="${f(hr * 0.36)}" rx="${f(hr * 0.1)}" ${g}/>`,
    );
    s.line(cx - hr * 0.12, headY, cx + hr * 0.12, headY, '#2b2b2b', hr * 0.05);
  }
}

function logo(s) {
  const W = s.w;
  s.rect(
    W * 0.04,
    W * 0.04,
    W * 0.92,
    W * 0.92,
    s.linear(
      [
        [0, '#155e6b'],
        [1, '#0b3d47'],
      ],
      0,
      0,
      1,
      1,
    ),
    `rx="${f(W * 0.2)}"`,
  );
  // house body and roof
  s.poly(
    [
      [W * 0.5, W * 0.2],
      [W * 0.82, W * 0.47],
      [W * 0.74, W * 0.47],
      [W * 0.5, W * 0.28],
      [W * 0.26, W * 0.47],
      [W * 0.18, W * 0.47],
    ],
    '#f2a541',
  );
  s.rect(
    W * 0.3,
    W * 0.45,
    W * 0.4,
    W * 0.3,
    'none',
    `stroke="#ffffff" stroke-width="${f(W * 0.05)}" stroke-linejoin="round"`,
  );
  s.rect(W * 0.44, W * 0.57, W * 0.12, W * 0.18, '#ffffff');
  s.rect(W * 0.63, W * 0.25, W * 0.07, W * 0.14, '#f2a541');
  // brush stroke underline
  s.path(
    `M${f(W * 0.22)},${f(W * 0.83)} Q${f(W * 0.5)},${f(W * 0.77)} ${f(W * 0.78)},${f(W * 0.82)}`,
    'none',
    `stroke="#f2a541" stroke-width="${f(W * 0.045)}" stroke-linecap="round"`,
  );
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Renders an SVG string to a JPEG Buffer. */
export async function renderJpeg(svg) {
  return sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
}

function canvas(kind) {
  const [w, h] = SIZES[kind];
  return new Svg(w, h);
}

/**
 * A scene as SVG text.
 * @param {string} kind key of SIZES
 * @param {string} seed
 * @param {{type: 'exterior'|'interior'|'desk'|'portrait'|'logo'} & Record<string, any>} scene
 */
export function sceneSvg(kind, seed, scene) {
  const s = canvas(kind);
  const rng = new Rand(`${seed}|${kind}`);
  if (scene.type === 'exterior') exterior(s, rng, /** @type {any} */ (scene));
  else if (scene.type === 'interior') interior(s, rng, /** @type {any} */ (scene));
  else if (scene.type === 'desk') desk(s, rng, /** @type {any} */ (scene));
  else if (scene.type === 'portrait') portrait(s, rng, /** @type {any} */ (scene));
  else if (scene.type === 'logo') logo(s);
  else throw new Error(`unknown scene type ${scene.type}`);
  return s.toString();
}

// Rendered pictures are kept by content hash (the SVG, the encoder and its options): every
// suite and start that seeds reuses them instead of drawing the same ~80 pictures again.
const CACHE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/seed-images');
const ENCODER = JSON.stringify({ sharp: sharp.versions, JPEG, png: 'palette,9' });

/** @param {string} svg @param {boolean} png @returns {Promise<Buffer>} */
async function rendered(svg, png) {
  const hash = createHash('sha256').update(ENCODER).update(svg).digest('hex');
  const file = path.join(CACHE_DIR, `${hash}.${png ? 'png' : 'jpg'}`);
  try {
    return await readFile(file);
  } catch {
    // not drawn yet
  }
  const image = png
    ? await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
    : await renderJpeg(svg);
  // Written under a unique name, then renamed: parallel suites never read half a file.
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, image);
  await rename(partial, file);
  return image;
}

/**
 * Thumbs of `image`, one per box (shared/thumbs.ts thumbBox: PocketBase's own geometry) and
 * format, at the format's `quality` (0–1), as the admin's browser makes them: for each box its
 * JPEG, then its WebP twin. Kept by content hash like the pictures; the image is decoded once for
 * all the thumbs not kept yet.
 * @param {Buffer} image
 * @param {Array<{width: number, height: number, sx: number, sy: number, sw: number, sh: number}>} boxes
 * @param {{jpeg: number, webp: number}} quality
 * @returns {Promise<Array<{jpeg: Buffer, webp: Buffer}>>}
 */
export async function thumbImages(image, boxes, quality) {
  const imageHash = createHash('sha256').update(image).digest('hex');
  const formats = /** @type {const} */ (['jpeg', 'webp']);
  const files = boxes.flatMap((box) =>
    formats.map((format) =>
      path.join(
        CACHE_DIR,
        `thumb-${createHash('sha256').update(ENCODER).update(JSON.stringify({ box, quality })).update(imageHash).digest('hex')}.${format}`,
      ),
    ),
  );
  let kept = await Promise.all(files.map((file) => readFile(file).catch(() => null)));
  if (!kept.every(Boolean)) {
    const { data, info } = await sharp(image).rotate().raw().toBuffer({ resolveWithObject: true });
    await mkdir(CACHE_DIR, { recursive: true });
    kept = await Promise.all(
      files.map(async (file, i) => {
        if (kept[i]) return kept[i];
        const box = boxes[i >> 1];
        const region = {
          left: Math.round(box.sx),
          top: Math.round(box.sy),
          width: Math.round(box.sw),
          height: Math.round(box.sh),
        };
        const resized = sharp(data, { raw: info }).extract(region).resize(box.width, box.height, { fit: 'fill' });
        const format = formats[i & 1];
        const q = Math.round(quality[format] * 100);
        const thumb = await (
          format === 'jpeg' ? resized.jpeg({ quality: q }) : resized.webp({ quality: q })
        ).toBuffer();
        const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        await writeFile(partial, thumb);
        await rename(partial, file);
        return thumb;
      }),
    );
  }
  return boxes.map((_, i) => ({
    jpeg: /** @type {Buffer} */ (kept[2 * i]),
    webp: /** @type {Buffer} */ (kept[2 * i + 1]),
  }));
}

/**
 * Renders a scene to a File (JPEG, or PNG for the logo), from the cache when it was drawn before.
 * @returns {Promise<File>}
 */
export async function sceneFile(kind, seed, scene, name) {
  const png = kind === 'logo';
  const image = await rendered(sceneSvg(kind, seed, scene), png);
  return png
    ? new File([image], `${name}.png`, { type: 'image/png' })
    : new File([image], `${name}.jpg`, { type: 'image/jpeg' });
}

/** Runs async jobs with at most `limit` at a time, keeping their order. */
export async function pool(jobs, limit = 3) {
  const out = new Array(jobs.length);
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return out;
}

const TIME_ORDER = ['day', 'golden', 'dusk'];

/**
 * The scenes of a project: its cover and 3–4 gallery pictures, chosen by category and status.
 * @param {{title: string, status: string, scene: Record<string, any>, rooms?: string[]}} project
 * @returns {{cover: Record<string, any>, gallery: Record<string, any>[]}}
 */
export function projectScenes(project) {
  const ongoing = project.status === 'On-going';
  const base = project.scene;
  const rooms = project.rooms || ['living', 'kitchen', 'bedroom'];
  if (base.type === 'interior') {
    const cover = { ...base, wip: ongoing && base.wip !== false };
    const gallery = rooms.map((room, i) => ({
      type: 'interior',
      room,
      time: TIME_ORDER[i % 2],
      wip: ongoing && i === 0,
    }));
    return { cover, gallery };
  }
  const cover = { ...base, type: 'exterior', ongoing };
  const otherTime = TIME_ORDER[(TIME_ORDER.indexOf(base.time || 'day') + 1 + (base.storeys % 2)) % 3];
  const gallery = [
    { ...cover, time: otherTime, flip: true },
    { ...cover, zoom: 1.5, time: base.time || 'day' },
  ];
  for (const room of rooms.slice(0, ongoing ? 1 : 2)) gallery.push({ type: 'interior', room, wip: ongoing });
  return { cover, gallery };
}

/**
 * Every image of a project, as Files.
 * @returns {Promise<{cover: File, images: File[]}>}
 */
export async function projectImages(project, slug) {
  const { cover, gallery } = projectScenes(project);
  const files = await pool(
    [() => sceneFile('cover', project.title, cover, `${slug}-cover`)].concat(
      gallery.map((scene, i) => () => sceneFile('gallery', `${project.title}#${i}`, scene, `${slug}-${i + 1}`)),
    ),
  );
  return { cover: files[0], images: files.slice(1) };
}
