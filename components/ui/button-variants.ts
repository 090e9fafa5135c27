import {cva, type VariantProps} from 'class-variance-authority';

/**
 * The class list of a button (class-variance-authority). Plain Tailwind utilities, so a class
 * passed to Button or ButtonLink replaces the one it conflicts with (tailwind-merge, in cn).
 * Client islands use this directly: it needs no tailwind-merge, and they add no conflicting class.
 * The focus ring takes the colour of the surface (--focus-ring, app/globals.css): visible on any band.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
        secondary: 'bg-accent-600 text-white hover:bg-accent-700',
      },
      size: {
        default: 'h-11 px-5 text-sm',
        // 44 px tall like the others (a phone's tap target), with less padding.
        sm: 'h-11 px-4 text-sm',
        lg: 'h-12 px-7 text-base',
      },
    },
    defaultVariants: {variant: 'default', size: 'default'},
  },
);

export type ButtonStyle = VariantProps<typeof buttonVariants>;
