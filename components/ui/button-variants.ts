import {cva, type VariantProps} from 'class-variance-authority';

/**
 * The class list of a button (class-variance-authority). Plain Tailwind utilities, so a class
 * passed to Button or ButtonLink replaces the one it conflicts with (tailwind-merge, in cn).
 * Client islands use this directly: it needs no tailwind-merge, and they add no conflicting class.
 * The focus ring takes the colour of the surface (--focus-ring, app/globals.css): visible on any band.
 *
 * One rule for the variant: it says what kind of action a button is, never where it sits, so the
 * same action wears the same colour on every page, card and band (e2e/details.spec.ts compares them):
 * - secondary, the congress red: taking part in the congress, register (online or onsite) and
 *   submit an abstract; nothing else, so that red always means "this is how you join".
 * - default, navy: every other thing a visitor does: book a hotel or a flight, get a certificate,
 *   download a file, copy a code, write an e-mail, go back home.
 * - outline: a link to read more elsewhere (the program, the hotels, the venue's or the league's
 *   site, the travel requirements).
 * An action not available yet keeps its variant, disabled (faded). On a dark band a navy button
 * gets a white edge, so its shape shows; its colour stays.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800 in-[.surface-dark]:ring-2 in-[.surface-dark]:ring-white',
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
