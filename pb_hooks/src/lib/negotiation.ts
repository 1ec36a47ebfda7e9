/**
 * HTTP content negotiation (RFC 9110 §12.5): whether a request's Accept takes a media type, and
 * which content codings its Accept-Encoding takes, in which order. Pure, so unit-tested in Node.
 */

/**
 * True when `header` (an Accept value) names `token` (in any case) with q > 0. Only the token itself counts: a wildcard (`*`, `image/*`) is no promise that a client
 * decodes a particular format, so it gets the default one.
 */
export function accepts(header: string, token: string): boolean {
  const wanted = token.toLowerCase();
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name !== wanted) return false;
    const q = params.find((p) => p.indexOf('q=') === 0);
    return !q || parseFloat(q.slice(2)) > 0;
  });
}

/** The q-value of an element's parameters: 1 without one, null when it is not RFC 9110's `qvalue`. */
function qValue(params: string[]): number | null {
  const q = params.find((p) => p.indexOf('q=') === 0);
  if (q === undefined) return 1;
  const value = q.slice(2);
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? parseFloat(value) : null;
}

/**
 * The content codings of `offered` (best first by the server) an Accept-Encoding value takes,
 * in the order to try them, as RFC 9110 §12.5.3 reads it: by the client's q-values, ties in the
 * server's order; `q=0` refuses a coding; `*` stands for every coding the value does not name;
 * tokens in any case; an element whose q is not a q-value is left out. `identity` (no coding)
 * takes its place in the list by its own q; unnamed, it is acceptable but least preferred, and
 * refused by `identity;q=0` or by `*;q=0` without it. Nothing after `identity` is worth trying:
 * the list ends there. An empty value takes no coding.
 */
export function encodingsToTry(header: string, offered: readonly string[]): string[] {
  const named: Record<string, number> = Object.create(null) as Record<string, number>;
  let star: number | null = null;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = qValue(params.map((p) => p.replace(/\s+/g, '')));
    if (q === null) continue;
    if (name === '*') star = q;
    else named[name] = q;
  }
  const qOf = (coding: string): number =>
    coding in named ? named[coding]! : coding === 'identity' ? (star === 0 ? 0 : 0.0001) : (star ?? 0);
  const ranked = offered
    .concat('identity')
    .map((coding, order) => ({ coding, order, q: qOf(coding) }))
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((c) => c.coding);
  const identity = ranked.indexOf('identity');
  return identity < 0 ? ranked : ranked.slice(0, identity + 1);
}
