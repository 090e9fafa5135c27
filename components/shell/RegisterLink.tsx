import {buttonVariants} from '@/components/ui/button-variants';
import {whenPhase} from '@/lib/phase/phase';
import type {PageNav} from './usePageLinks';

/** The registration site, in a new tab: only while online registration is open (the calendar's phase). */
export function RegisterLink({nav, className}: {nav: PageNav; className?: string}) {
  return (
    <a
      href={nav.register.href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({variant: 'secondary', className})}
      {...whenPhase('early', 'regular', 'late')}
    >
      {nav.register.label}
      <span className="sr-only"> {nav.register.newTab}</span>
    </a>
  );
}
