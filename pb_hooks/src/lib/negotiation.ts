/**
 * HTTP content negotiation (RFC 9110 §12.5): whether a request's Accept or Accept-Encoding
 * takes one value. Pure, so unit-tested in Node.
 */

/**
 * True when `header` (an Accept or Accept-Encoding value) names `token` (in any case) with
 * q > 0. Only the token itself counts: a wildcard (`*`, `image/*`) is no promise that a client
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
