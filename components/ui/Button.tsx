import type {AnchorHTMLAttributes, ButtonHTMLAttributes} from 'react';
import Link from 'next/link';
import {cn} from './cn';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  destructive: 'bg-danger text-white hover:bg-accent-700 focus-visible:outline-danger',
  outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  secondary: 'bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-accent-600',
  ghost: 'text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  link: 'rounded-none text-brand-700 underline hover:text-brand-800 focus-visible:outline-brand-700',
};

const sizes: Record<ButtonSize, string> = {
  default: 'h-11 px-5 text-sm',
  sm: 'h-9 px-4 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-11 w-11',
};

type Style = {variant?: ButtonVariant; size?: ButtonSize; className?: string};

/** The class list of a button of this variant and size, for elements that must stay links. */
export function buttonClasses({variant = 'default', size = 'default', className}: Style = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto px-0' : sizes[size], className);
}

export function Button({variant, size, className, type = 'button', ...props}: Style & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClasses({variant, size, className})} {...props} />;
}

type LinkProps = Style & AnchorHTMLAttributes<HTMLAnchorElement> & {href: string; external?: boolean};

/**
 * A link styled as a button: it stays an <a>. Internal paths use next/link; `external` opens a
 * new tab with rel="noopener noreferrer".
 */
export function ButtonLink({variant, size, className, href, external, children, ...props}: LinkProps) {
  const classes = buttonClasses({variant, size, className});
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...props}>
      {children}
    </Link>
  );
}
