import type {PageEntry, PageKey} from '@/lib/routes/manifest';

/** The catalog namespace of each page (`Fees.title`, `Hotels.rooms.…`). */
export const pageNamespaces: Record<PageKey, string> = {
  home: 'Home',
  welcome: 'Welcome',
  committees: 'Committees',
  about: 'About',
  brand: 'Brand',
  certificates: 'Certificates',
  faq: 'Faq',
  fees: 'Fees',
  program: 'Program',
  abstracts: 'Abstracts',
  sponsorship: 'Sponsorship',
  hostCity: 'HostCity',
  venue: 'Venue',
  hotels: 'Hotels',
  airline: 'Airline',
  scientificWork: 'Content.scientificWork',
};

export function namespaceOf(entry: PageEntry): string {
  return pageNamespaces[entry.key];
}
