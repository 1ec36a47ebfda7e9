/**
 * A project's description (issue 28, item 6; decision 021): plain text with a tiny, safe
 * formatting: a blank line starts a paragraph, `**bold**`, `*italic*` and `[text](https://…)`
 * links. It is parsed here into a tree of plain strings, which React renders as text (escaped),
 * so no markup a person types ever reaches a page as HTML. Pure code for the hooks (the schema
 * refuses a link that is not https), the pages and the admin's preview.
 */
import { parseHttpsUrl } from './urls';

export const LINK_MESSAGE = 'Links must be https:// addresses, like [our work](https://example.lk/projects).';

/** The formatting staff may use, as the form's hint says it. */
export const FORMATTING_HINT =
  'A blank line starts a new paragraph. **bold**, *italic*, and links as [text](https://example.lk).';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

/** A paragraph: its lines (a single line break stays a line break), each a list of inlines. */
export type Paragraph = Inline[][];

// One token at a time, leftmost first: a link, bold (before italic: `**` is not two `*`), italic.
// note: the text inside markers may not start or end with a space (`2 * 3 * 4` stays text).
const TOKEN = /\[([^\]\n]+)\]\(([^()\s]*)\)|\*\*(\S(?:[^*\n]*\S)?)\*\*|\*(\S(?:[^*\n]*\S)?)\*/;

function parseInline(text: string, inLink = false): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  const push = (value: string) => {
    if (!value) return;
    const last = out[out.length - 1];
    if (last && last.kind === 'text') last.text += value;
    else out.push({ kind: 'text', text: value });
  };
  while (rest) {
    const match = TOKEN.exec(rest);
    if (!match) break;
    push(rest.slice(0, match.index));
    const [whole, linkText, href, bold, italic] = match;
    if (linkText !== undefined) {
      if (!inLink && isSafeLink(href)) out.push({ kind: 'link', href, children: parseInline(linkText, true) });
      else push(whole);
    } else if (bold !== undefined) out.push({ kind: 'strong', children: parseInline(bold, inLink) });
    else out.push({ kind: 'em', children: parseInline(italic, inLink) });
    rest = rest.slice(match.index + whole.length);
  }
  push(rest);
  return out;
}

/** True for a link the pages may render: https, a plain host, no tricks (shared/urls.ts). */
export function isSafeLink(href: string): boolean {
  return parseHttpsUrl(href) !== null;
}

/** The paragraphs of a description: split at blank lines, each line parsed. */
export function parseDescription(text: string | null | undefined): Paragraph[] {
  const normal = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (!normal) return [];
  return normal
    .split(/\n[ \t]*\n\s*/)
    .map((block) => block.split('\n').map((line) => parseInline(line.trim())))
    .filter((lines) => lines.some((line) => line.length > 0));
}

function inlineText(inlines: Inline[]): string {
  return inlines.map((inline) => (inline.kind === 'text' ? inline.text : inlineText(inline.children))).join('');
}

/** The description as plain text, formatting removed, on one line (meta description, JSON-LD). */
export function plainDescription(text: string | null | undefined): string {
  return parseDescription(text)
    .map((lines) => lines.map(inlineText).join(' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What is wrong with a description's formatting ('' when nothing): a link whose address is not
 * https. note: anything written as `](address` counts, so `[x](javascript:alert(1))`, which the
 * parser leaves as text, is refused too rather than saved as a link that does not work.
 */
export function formattingProblem(text: string): string {
  const links = /\]\(([^)\s]*)/g;
  let match: RegExpExecArray | null;
  while ((match = links.exec(text))) if (!isSafeLink(match[1])) return LINK_MESSAGE;
  return '';
}
