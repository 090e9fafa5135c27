import type {Locale} from '@/i18n/locales';

/**
 * The route manifest: every page of the site, once. The generated pages, every internal link
 * (`href`), the language switcher, the menus, canonical URLs, hreflang alternates, the sitemap and
 * the e2e route walk all derive from this list.
 *
 * - `slugs`: the primary path of the page in each locale, without the locale prefix ('' = home).
 *   A page missing a locale has no URL in that language; the switcher then goes to `switchTo`.
 * - `aliases`: older URLs that render the same page; their canonical link names the primary URL.
 * - `kind: 'content'`: a generic content page whose title and text live in the catalogs under
 *   `Content.<key>` (empty text shows "Content coming soon.").
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
  slugs: Partial<Record<Locale, string>>;
  aliases?: Partial<Record<Locale, string[]>>;
  kind?: 'page' | 'content';
  switchTo?: PageKey;
};

const same = (slug: string) => ({es: slug, en: slug, pt: slug});

export const pages: readonly PageEntry[] = [
  {key: 'home', slugs: same('')},
  {key: 'welcome', slugs: same('bienvenidos')},
  {key: 'committees', slugs: same('comite'), aliases: {es: ['comite-2026'], en: ['comite-2026'], pt: ['comite-2026']}},
  {
    key: 'about',
    slugs: same('acerca-panlar'),
    aliases: {es: ['acerca-de-panlar'], en: ['acerca-de-panlar'], pt: ['acerca-de-panlar']},
  },
  {key: 'brand', slugs: {es: 'recursos-de-marca', en: 'brand-resources', pt: 'recursos-de-marca'}},
  {key: 'certificates', slugs: {es: 'certificados-2025', en: 'certificates-2025', pt: 'certificados-2025'}},
  {key: 'faq', slugs: same('faqs'), aliases: {en: ['node/333'], pt: ['node/333']}},
  {
    key: 'fees',
    slugs: {es: 'tarifas-de-inscripcion', en: 'registration-fees', pt: 'taxas-de-inscricao'},
    aliases: {en: ['node/30'], pt: ['node/30']},
  },
  {key: 'program', slugs: {es: 'programa-cientifico', en: 'scientific-program', pt: 'programa-cientifico'}},
  {key: 'abstracts', slugs: same('trabajos-cientificos'), aliases: {pt: ['node/28']}},
  {
    key: 'sponsorship',
    slugs: {
      es: 'oportunidades-de-patrocinio-y-exposicion',
      en: 'sponsorship-exhibition-opportunities',
      pt: 'oportunidades-de-patrocinio-e-exposicao',
    },
    aliases: {en: ['node/32'], pt: ['node/32']},
  },
  {key: 'hostCity', slugs: {es: 'ciudad-sede-panama', en: 'host-city-panama', pt: 'cidade-sede-panama'}},
  {
    key: 'venue',
    slugs: {es: 'sede-del-congreso', en: 'congress-venue', pt: 'sede-do-congresso'},
    aliases: {es: ['node/29'], en: ['node/29'], pt: ['node/29']},
  },
  {key: 'hotels', slugs: {es: 'hoteles', en: 'hotels', pt: 'hoteis'}, aliases: {es: ['hoteis']}},
  {key: 'airline', slugs: {es: 'aerolinea-oficial', en: 'official-airline', pt: 'companhia-aerea-oficial'}},
  {key: 'scientificWork', kind: 'content', slugs: {en: 'node/28'}, switchTo: 'abstracts'},
];

/** The localized not-found pages, pre-rendered for static hosts (`/404`, `/en/404`, `/pt-br/404`). */
export const notFoundSlug = '404';
