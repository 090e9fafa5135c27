import type {AnchorHTMLAttributes} from 'react';

/** Every external link: a new tab, without handing the opener or the referrer to the other site. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & {href: string}) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
