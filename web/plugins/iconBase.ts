import { createElement, type CSSProperties, type ReactNode, type SVGAttributes } from 'react';

/** An svg element as react-icons describes it. */
export interface IconNode {
  tag: string;
  attr: Record<string, string>;
  child: IconNode[];
}

/** The props react-icons' icons take (its IconBaseProps). */
export interface IconProps extends SVGAttributes<SVGElement> {
  attr?: Record<string, string>;
  size?: string | number;
  color?: string;
  title?: string;
  style?: CSSProperties;
}

const elements = (nodes: IconNode[]): ReactNode[] =>
  nodes.map((node, i) => createElement(node.tag, { key: i, ...node.attr }, elements(node.child)));

/**
 * Renders an icon as react-icons' GenIcon and IconBase do, less its IconContext (the app sets
 * none): the same svg, its attributes in the same order, the same props honoured. `svg` is the
 * svg's attributes, or just its viewBox; `child` its elements, or just the d of its one path.
 */
export function icon(props: IconProps, svg: string | Record<string, string>, child: string | IconNode[]) {
  // note: `children` stays in `rest` as in IconBase; the arguments after the props replace it.
  const { attr = typeof svg === 'string' ? { viewBox: svg } : svg, size, title, ...rest } = props;
  const computedSize = size || '1em';
  return createElement(
    'svg',
    {
      stroke: 'currentColor',
      fill: 'currentColor',
      strokeWidth: '0',
      ...attr,
      ...rest,
      className: props.className || undefined,
      style: { color: props.color, ...props.style },
      height: computedSize,
      width: computedSize,
      xmlns: 'http://www.w3.org/2000/svg',
    },
    title && createElement('title', null, title),
    elements(typeof child === 'string' ? [{ tag: 'path', attr: { d: child }, child: [] }] : child),
  );
}
