import {DateTime} from 'luxon';
import {getTranslations} from 'next-intl/server';
import {htmlLang, type Locale} from '@/i18n/locales';
import {href, type RouteMatch} from '@/lib/routes/paths';
import type {PageKey} from '@/lib/routes/manifest';
import {links} from '@/content/links';
import {site} from '@/content/site';
import {
  breadcrumbJsonLd,
  eventJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  type JsonLd,
  type OfferInput,
  type OrganizationInput,
} from './jsonld';
import {absoluteUrl} from './urls';
import {ogImagePath} from './og';
import {congressFacts, feeFacts, venueFactsIn, zone} from './facts';
import {faqKeys, faqAbstractDeadline} from '@/content/faq';
import {congressDates} from '@/lib/congress-format';

/** The pages that describe the congress as an Event. */
export const eventPages: readonly PageKey[] = ['home', 'fees', 'venue'];

/** ISO date-time with the Panama offset, without milliseconds. */
const panama = (date: DateTime) => date.set({millisecond: 0}).toISO({suppressMilliseconds: true})!;
const dayStart = (isoDate: string) => panama(DateTime.fromISO(isoDate, {zone}).startOf('day'));
const dayEnd = (isoDate: string) => panama(DateTime.fromISO(isoDate, {zone}).endOf('day'));

async function organizer(locale: Locale): Promise<OrganizationInput> {
  const seo = await getTranslations({locale, namespace: 'Seo'});
  return {
    name: 'PANLAR',
    alternateName: seo('organization'),
    url: links.panlarWebsite,
    logo: absoluteUrl('/icons/icon-512.png'),
    email: site.contactEmail,
    foundingDate: String(congressFacts.organizerFounded),
    sameAs: Object.values(links.social),
  };
}

/** Offers: every category in every period (valid from its first to its last day), then flat fees. */
async function offers(locale: Locale): Promise<OfferInput[]> {
  // The fee page's own words name each offer (`Fees.categories.*`, `Fees.periods.*`).
  const t = await getTranslations({locale, namespace: 'Fees'});
  const byPeriod = feeFacts.categories.flatMap((category) =>
    feeFacts.periods.map((period) => ({
      name: `${t(`categories.${category}`)} · ${t(`periods.${period.key}`)}`,
      category,
      price: feeFacts.table[category][period.key],
      priceCurrency: feeFacts.currency,
      validFrom: dayStart(period.firstDay),
      validThrough: dayEnd(period.lastDay),
      url: links.registration,
    })),
  );
  const flat = feeFacts.flat.map((fee) => ({
    name: t(`categories.${fee.key}`),
    category: fee.key,
    price: fee.amount,
    priceCurrency: feeFacts.currency,
    validFrom: dayStart(feeFacts.periods[0].firstDay),
    validThrough: dayEnd(feeFacts.periods[feeFacts.periods.length - 1].lastDay),
    url: links.registration,
  }));
  return [...byPeriod, ...flat];
}

export async function congressEventJsonLd(locale: Locale): Promise<JsonLd> {
  const home = await getTranslations({locale, namespace: 'Home'});
  const seo = await getTranslations({locale, namespace: 'Seo'});
  const place = venueFactsIn(locale);
  return eventJsonLd({
    name: seo('siteName'),
    description: home('meta.description'),
    url: absoluteUrl(href('home', locale)),
    inLanguage: htmlLang[locale],
    startDate: panama(DateTime.fromISO(congressFacts.opensAt, {zone})),
    endDate: dayEnd(congressFacts.endDate),
    location: {
      name: place.name,
      url: place.url,
      address: {streetAddress: place.street, addressLocality: place.city, addressCountry: congressFacts.country},
    },
    organizer: await organizer(locale),
    image: [absoluteUrl(ogImagePath('home', locale))],
    offers: await offers(locale),
  });
}

/** The FAQ as plain text: the links inside the answers keep their words, lose their markup. */
async function faq(locale: Locale): Promise<JsonLd> {
  const t = await getTranslations({locale, namespace: 'Faq'});
  const dates = congressDates(locale);
  const plain = (chunks: string) => chunks;
  const entries = faqKeys.map((key) => ({
    question: t(`${key}.question`),
    answer: t.markup(`${key}.answer`, {
      fees: plain,
      abstracts: plain,
      portal: plain,
      from: dates.from,
      to: dates.to,
      deadline: faqAbstractDeadline(),
    }),
  }));
  return faqPageJsonLd(entries, htmlLang[locale]);
}

async function breadcrumbs(match: RouteMatch): Promise<JsonLd> {
  const shell = await getTranslations({locale: match.locale, namespace: 'Shell'});
  return breadcrumbJsonLd([
    {name: shell('pages.home'), url: absoluteUrl(href('home', match.locale))},
    {name: shell(`pages.${match.page}`), url: absoluteUrl(match.canonical)},
  ]);
}

/** Every JSON-LD block of a page: Event, Organization or FAQPage where they apply, breadcrumbs on inner pages. */
export async function pageJsonLd(match: RouteMatch): Promise<JsonLd[]> {
  const blocks: JsonLd[] = [];
  if (eventPages.includes(match.page)) blocks.push(await congressEventJsonLd(match.locale));
  if (match.page === 'about') {
    const about = await getTranslations({locale: match.locale, namespace: 'About'});
    blocks.push(organizationJsonLd({...(await organizer(match.locale)), description: about('meta.description')}));
  }
  if (match.page === 'faq') blocks.push(await faq(match.locale));
  if (match.page !== 'home') blocks.push(await breadcrumbs(match));
  return blocks;
}
