import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/** What each of lucide-react's icon modules hands to createLucideIcon. */
export interface LucideIconData {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  ref?: Ref<SVGSVGElement>;
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
};

const isA11yProp = (name: string) => name.startsWith('aria-') || name === 'role' || name === 'title';

/**
 * lucide-react's `createLucideIcon`, which the web build puts in place of the package's own
 * (vite.config.ts): the same markup, as `lucide-icon.test.ts` checks icon by icon against it.
 * The package's icon is two forwardRef components around the `<svg>` that rebuild its attributes
 * on every render (object spreads, a reduce over the defaults, class names split and joined
 * again), and each icon module works out a display name as it loads. A home page renders 49
 * icons while it hydrates, where that was a measurable share of the work (docs/performance.md).
 * The store has no LucideProvider, so the context's defaults are the package's own.
 */
export function createLucideIcon(icon: LucideIconData) {
  const size = icon.size ?? 24;
  const viewBox = `0 0 ${size} ${size}`;
  const aliases = (icon.aliases ?? []).filter((alias) => alias.trim() !== '').map((alias) => `lucide-${alias}`);
  const baseClasses = ['lucide', `lucide-${icon.name}`, ...aliases];
  const baseClassName = [...new Set(baseClasses)].join(' ');

  function LucideIcon({ ref, color, size: sizeProp, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className, children, ...rest }: IconProps) {
    const svgWidth = width ?? sizeProp ?? 24;
    const stroke = strokeWidth ?? 2;
    const tokens = className?.split(/\s+/).filter(Boolean);
    const labelled = Boolean(children) || Object.keys(rest).some((name) => isA11yProp(name) && rest[name as keyof typeof rest] != null);
    const nodes = icon.node.map(([tag, attributes]) => createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes));
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: svgWidth,
        height: height ?? sizeProp ?? 24,
        viewBox,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * size) / Number(svgWidth) : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: tokens?.length ? [...new Set([...baseClasses, ...tokens])].join(' ') : baseClassName,
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...nodes,
      ...(Array.isArray(children) ? children : [children]),
    );
  }
  return LucideIcon;
}

// lucide-react's icon modules import the default export of the module this one stands in for.
export { createLucideIcon as default };
