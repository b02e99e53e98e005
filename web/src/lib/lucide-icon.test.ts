import { createElement, createRef, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import * as BadgePercent from 'lucide-react/icons/badge-percent';
import * as Check from 'lucide-react/icons/check';
import * as CircleCheck from 'lucide-react/icons/circle-check';
import * as Quote from 'lucide-react/icons/quote';
import * as Search from 'lucide-react/icons/search';
import * as Star from 'lucide-react/icons/star';
import { describe, expect, it } from 'vitest';
import { createLucideIcon, type LucideIconData } from './lucide-icon.ts';

// Each icon module exports its data beside the package's component (not in its types).
type IconModule = { default: ComponentType<Record<string, unknown>>; __iconData: LucideIconData };
const MODULES = { BadgePercent, Check, CircleCheck, Quote, Search, Star } as unknown as Record<string, IconModule>;

// The props the store passes to icons, and the package's others.
const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'size-5' },
  { className: ' size-4  lucide text-brand-600 size-4 ' },
  { className: 'lucide-circle-check shrink-0' },
  { strokeWidth: 3, className: 'size-3.5' },
  { strokeWidth: 1.75 },
  { 'aria-hidden': true },
  { 'aria-label': '검색' },
  { 'aria-label': undefined },
  { role: 'img' },
  { title: '별점' },
  { size: 16 },
  { size: '1.5rem', width: 20 },
  { width: 20, height: 18 },
  { color: '#dc2626' },
  { color: '' },
  { absoluteStrokeWidth: true, size: 48 },
  { absoluteStrokeWidth: true, strokeWidth: 3, width: 12 },
  { nonScalingStroke: true },
  { fill: 'currentColor', className: 'size-3 text-amber-400' },
  { children: createElement('title', { key: 'title' }, '별점') },
  { id: 'icon', 'data-state': 'on', style: { opacity: 0.5 } },
];

describe('createLucideIcon (the web build’s stand-in for lucide-react’s)', () => {
  for (const [name, module] of Object.entries(MODULES)) {
    it(`renders ${name} as the package does, whatever the props`, () => {
      const Ours = createLucideIcon(module.__iconData);
      for (const props of PROPS) {
        const expected = renderToStaticMarkup(createElement(module.default, props));
        expect(renderToStaticMarkup(createElement(Ours, props)), JSON.stringify(props)).toBe(expected);
      }
    });
  }

  it('hands its ref to the svg', () => {
    const Ours = createLucideIcon(MODULES.Search!.__iconData);
    const ref = createRef<SVGSVGElement>();
    render(createElement(Ours, { ref }));
    expect(ref.current?.tagName).toBe('svg');
    expect(ref.current?.getAttribute('class')).toBe('lucide lucide-search');
  });
});
