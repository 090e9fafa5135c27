import {buttonVariants} from '@/components/ui/button-variants';
import type {PageNav} from './usePageLinks';

/** The registration site, in a new tab. */
export function RegisterLink({nav, className}: {nav: PageNav; className?: string}) {
  return (
    <a href={nav.register.href} target="_blank" rel="noopener noreferrer" className={buttonVariants({variant: 'secondary', className})}>
      {nav.register.label}
      <span className="sr-only"> {nav.register.newTab}</span>
    </a>
  );
}
