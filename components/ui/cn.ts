import 'server-only';
import {clsx, type ClassValue} from 'clsx';
import {extendTailwindMerge} from 'tailwind-merge';

/**
 * The theme's own tokens (the `--text-*`, `--radius-*` and `--shadow-*` names of app/globals.css's
 * @theme) that tailwind-merge cannot tell apart by their shape: without them `text-display` would
 * pass for a colour and `rounded-card` would conflict with nothing. tests/unit/cn.test.ts checks
 * this list against the stylesheet.
 */
export const themeTokens = {text: ['display'], radius: ['card'], shadow: ['card', 'raised']};

const merge = extendTailwindMerge({extend: {theme: themeTokens}});

/**
 * Joins class names (clsx: strings, conditionals, arrays) and resolves Tailwind conflicts in favour
 * of the later class, so an override passed to a component wins (`h-auto` over the button's `h-12`).
 * Server components only ('server-only'): tailwind-merge is some 9 KB of gzipped JavaScript, and
 * every class list of a server component is worked out at build time; client islands join their
 * classes with clsx and take a button's classes from buttonVariants.
 */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
