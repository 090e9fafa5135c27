import type {AnchorHTMLAttributes, ButtonHTMLAttributes} from 'react';
import Link from 'next/link';
import {cn} from './cn';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

// The styles are component classes (components/ui/components.css): a page has many buttons, and
// each class list written here would travel in its HTML and again in its flight payload.
const sizes: Record<ButtonSize, string> = {default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon'};

type Style = {variant?: ButtonVariant; size?: ButtonSize; className?: string};

/** The class list of a button of this variant and size, for elements that must stay links. */
export function buttonClasses({variant = 'default', size = 'default', className}: Style = {}): string {
  return cn('btn', `btn-${variant}`, variant === 'link' ? undefined : sizes[size], className);
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
