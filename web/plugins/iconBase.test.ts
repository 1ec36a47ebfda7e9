import { render } from '@testing-library/react';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FaAward, FaBars, FaPhoneAlt } from 'react-icons/fa';
import { GenIcon, type IconBaseProps, type IconTree, type IconType } from 'react-icons/lib';
import { icon, type IconProps } from './iconBase.ts';
import { iconModule } from './reactIconsPerIcon.ts';

/** The component the plugin's module for `data` exports. */
function built(data: IconTree): ComponentType<IconProps> {
  const code = iconModule('FaTest', data as never);
  const body = code.replace(/^import .*\n/, '').replace('export function', 'return function');
  return new Function('icon', body)(icon);
}

/** An icon's data, read back from the element react-icons renders. */
function data(Icon: IconType): IconTree {
  const element = Icon({}) as ReactElement<{ attr: Record<string, string>; children: ReactElement<{ d: string }>[] }>;
  return {
    tag: 'svg',
    attr: element.props.attr,
    child: [{ tag: 'path', attr: { d: element.props.children[0].props.d }, child: [] }],
  };
}

const PROPS: IconBaseProps[] = [
  {},
  { 'aria-hidden': 'true', className: 'h-5 w-5' },
  { className: '', style: {} },
  { size: 24, color: 'red' },
  { size: '2em', style: { marginTop: 2 }, title: 'Call us' },
  { color: 'red', style: { color: 'blue' }, id: 'x', className: 'a' } as IconBaseProps,
  { attr: { viewBox: '0 0 10 10' } } as IconBaseProps,
  { children: 'ignored', 'aria-label': 'Menu', role: 'img' } as IconBaseProps,
];

describe('iconBase', () => {
  it.each([FaPhoneAlt, FaBars, FaAward])('renders %o as react-icons does, with any props', (Icon) => {
    const Ours = built(data(Icon));
    for (const props of PROPS) {
      const theirs = createElement(Icon, props);
      const ours = createElement(Ours, props as IconProps);
      // The server's markup keeps the props' order; the browser's DOM is checked as well.
      expect(renderToStaticMarkup(ours)).toBe(renderToStaticMarkup(theirs));
      const expected = render(theirs).container.innerHTML;
      expect(render(ours).container.innerHTML).toBe(expected);
    }
  });

  it('renders icons of several and nested elements as react-icons does', () => {
    const tree: IconTree = {
      tag: 'svg',
      attr: { viewBox: '0 0 24 24', fill: 'none' },
      child: [
        { tag: 'path', attr: { d: 'M0 0h24v24H0z', fill: 'none' }, child: [] },
        {
          tag: 'g',
          attr: { strokeWidth: '2' },
          child: [{ tag: 'circle', attr: { cx: '12', cy: '12', r: '4' }, child: [] }],
        },
      ],
    };
    const Theirs = GenIcon(tree);
    const Ours = built(tree);
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(Ours, props as IconProps))).toBe(
        renderToStaticMarkup(createElement(Theirs, props)),
      );
    }
  });

  it('writes a module per icon: one call, the short form for one path', () => {
    expect(
      iconModule(
        'FaX',
        { tag: 'svg', attr: { viewBox: '0 0 8 8' }, child: [{ tag: 'path', attr: { d: 'M1.4 1.4h2.2' }, child: [] }] },
        0,
      ),
    ).toMatch(
      /^import \{ icon \} from "react-icons-per-icon:base";\nexport function FaX\(props\) \{ return icon\(props, "0 0 8 8", "m1 1h3"\); \}\n$/,
    );
  });
});
