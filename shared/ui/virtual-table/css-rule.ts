import type { CSSProperties } from 'react';

/** properties whose numbers have no unit (as React writes them inline) */
const UNITLESS = new Set(['lineHeight', 'fontWeight', 'opacity', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order']);

/**
 * One CSS rule from a React style object, written the way React writes it inline (camelCase to
 * kebab-case, numbers in px except the unitless ones): a style computed once from the theme token
 * can be a class of a small sheet instead of a declaration on every element of every row.
 */
export function cssRule(selector: string, style: CSSProperties): string {
  const declarations = Object.entries(style)
    .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
    .map(([name, value]) => {
      const property = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value);
      return `${property}:${text}`;
    });
  return `${selector}{${declarations.join(';')}}`;
}
