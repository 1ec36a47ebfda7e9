import { Fragment, type ReactNode } from 'react';
import { parseDescription, type Inline } from '@shared/formatting';

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInlines(inline.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInlines(inline.children)}</em>;
      case 'link':
        return (
          <a key={index} href={inline.href} rel="noopener noreferrer" className="font-medium text-amber-700 underline">
            {renderInlines(inline.children)}
          </a>
        );
    }
  });
}

/**
 * A description with its safe formatting (shared/formatting.ts, decision 021): paragraphs, line
 * breaks, bold, italic and https links. Every piece of text is a React text node (escaped), and a
 * link's address passed the one URL parser: nothing typed becomes markup.
 */
export function FormattedText({
  text,
  className = '',
  lang,
}: {
  text: string | null | undefined;
  className?: string;
  /** The text's language when it is not the page's (a public page's English fallback). */
  lang?: string;
}) {
  const paragraphs = parseDescription(text);
  if (!paragraphs.length) return null;
  return (
    <div className={className} lang={lang}>
      {paragraphs.map((lines, p) => (
        <p key={p}>
          {lines.map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {renderInlines(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
