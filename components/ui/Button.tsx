import type {AnchorHTMLAttributes, ButtonHTMLAttributes} from 'react';
import Link from 'next/link';
import {buttonVariants, type ButtonStyle} from './button-variants';
import {cn} from './cn';

type Style = ButtonStyle & {className?: string};

/** The class list of a button of this variant and size, for elements that must stay links. */
export function buttonClasses({variant, size, className}: Style = {}): string {
  return cn(buttonVariants({variant, size}), className);
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
