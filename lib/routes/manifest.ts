import type {Locale} from '@/i18n/locales';
import type {PageNamespace} from '@/i18n/messages';

/**
 * The route manifest: every page of the site, once. The generated pages, every internal link
 * (`href`), the language switcher, the menus, canonical URLs, hreflang alternates, the sitemap and
 * the e2e route walk all derive from this list.
 *
 * - `slugs`: the primary path of the page in each locale, without the locale prefix ('' = home).
 *   A page missing a locale has no URL in that language; the switcher then goes to `switchTo`.
 * - `aliases`: older URLs that render the same page; their canonical link names the primary URL.
 * - `namespace`: the catalog namespace of the page's words (`Fees.title`, `Fees.meta.description`).
 */
export type PageKey =
  | 'home'
  | 'welcome'
  | 'committees'
  | 'about'
  | 'brand'
  | 'certificates'
  | 'faq'
  | 'fees'
  | 'program'
  | 'abstracts'
  | 'sponsorship'
  | 'hostCity'
  | 'venue'
  | 'hotels'
  | 'airline'
  | 'scientificWork';

export type PageEntry = {
  key: PageKey;
  namespace: PageNamespace;
  slugs: Partial<Record<Locale, string>>;
  aliases?: Partial<Record<Locale, string[]>>;
  switchTo?: PageKey;
};

const same = (slug: string) => ({es: slug, en: slug, pt: slug});

export const pages: readonly PageEntry[] = [
  {key: 'home', namespace: 'Home', slugs: same('')},
  {key: 'welcome', namespace: 'Welcome', slugs: same('bienvenidos')},
  {
    key: 'committees',
    namespace: 'Committees',
    slugs: same('comite'),
    aliases: {es: ['comite-2026'], en: ['comite-2026'], pt: ['comite-2026']},
  },
  {
    key: 'about',
    namespace: 'About',
    slugs: same('acerca-panlar'),
    aliases: {es: ['acerca-de-panlar'], en: ['acerca-de-panlar'], pt: ['acerca-de-panlar']},
  },
  {key: 'brand', namespace: 'Brand', slugs: {es: 'recursos-de-marca', en: 'brand-resources', pt: 'recursos-de-marca'}},
  {key: 'certificates', namespace: 'Certificates', slugs: {es: 'certificados-2025', en: 'certificates-2025', pt: 'certificados-2025'}},
  {key: 'faq', namespace: 'Faq', slugs: same('faqs'), aliases: {en: ['node/333'], pt: ['node/333']}},
  {
    key: 'fees',
    namespace: 'Fees',
    slugs: {es: 'tarifas-de-inscripcion', en: 'registration-fees', pt: 'taxas-de-inscricao'},
    aliases: {en: ['node/30'], pt: ['node/30']},
  },
  {key: 'program', namespace: 'Program', slugs: {es: 'programa-cientifico', en: 'scientific-program', pt: 'programa-cientifico'}},
  {key: 'abstracts', namespace: 'Abstracts', slugs: same('trabajos-cientificos'), aliases: {pt: ['node/28']}},
  {
    key: 'sponsorship',
    namespace: 'Sponsorship',
    slugs: {
      es: 'oportunidades-de-patrocinio-y-exposicion',
      en: 'sponsorship-exhibition-opportunities',
      pt: 'oportunidades-de-patrocinio-e-exposicao',
    },
    aliases: {en: ['node/32'], pt: ['node/32']},
  },
  {key: 'hostCity', namespace: 'HostCity', slugs: {es: 'ciudad-sede-panama', en: 'host-city-panama', pt: 'cidade-sede-panama'}},
  {
    key: 'venue',
    namespace: 'Venue',
    slugs: {es: 'sede-del-congreso', en: 'congress-venue', pt: 'sede-do-congresso'},
    aliases: {es: ['node/29'], en: ['node/29'], pt: ['node/29']},
  },
  {key: 'hotels', namespace: 'Hotels', slugs: {es: 'hoteles', en: 'hotels', pt: 'hoteis'}, aliases: {es: ['hoteis']}},
  {key: 'airline', namespace: 'Airline', slugs: {es: 'aerolinea-oficial', en: 'official-airline', pt: 'companhia-aerea-oficial'}},
  {key: 'scientificWork', namespace: 'Content.scientificWork', slugs: {en: 'node/28'}, switchTo: 'abstracts'},
];

/** The localized not-found pages, pre-rendered for static hosts (`/404`, `/en/404`, `/pt-br/404`). */
export const notFoundSlug = '404';
