/**
 * schema.org JSON-LD, built by small pure functions from typed inputs. The page-level wiring
 * (lib/seo/page-jsonld.ts) feeds them the content modules and the catalogs; these functions know
 * nothing about either, so the unit tests can pin every field.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * Serializes JSON-LD for a `<script type="application/ld+json">`. `<` is escaped so that no text
 * (a FAQ answer, a name) can close the script element; `>`, `&` and the two JavaScript line
 * separators are escaped too, which JSON allows and every parser reads back unchanged.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type PostalAddressInput = {
  streetAddress?: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry: string;
};

export type PlaceInput = {
  name: string;
  address: PostalAddressInput;
  url?: string;
  geo?: {latitude: number; longitude: number};
};

export function placeJsonLd(place: PlaceInput): JsonLd {
  return {
    '@type': 'Place',
    name: place.name,
    ...(place.url ? {url: place.url} : {}),
    address: {'@type': 'PostalAddress', ...place.address},
    ...(place.geo ? {geo: {'@type': 'GeoCoordinates', ...place.geo}} : {}),
  };
}

export type OrganizationInput = {
  name: string;
  alternateName?: string;
  url: string;
  logo?: string;
  email?: string;
  foundingDate?: string;
  description?: string;
  sameAs?: readonly string[];
};

function organization(org: OrganizationInput): JsonLd {
  return {
    '@type': 'Organization',
    name: org.name,
    ...(org.alternateName ? {alternateName: org.alternateName} : {}),
    url: org.url,
    ...(org.logo ? {logo: org.logo} : {}),
    ...(org.email ? {email: org.email} : {}),
    ...(org.foundingDate ? {foundingDate: org.foundingDate} : {}),
    ...(org.description ? {description: org.description} : {}),
    ...(org.sameAs?.length ? {sameAs: [...org.sameAs]} : {}),
  };
}

/** The Organization page (about PANLAR). */
export function organizationJsonLd(org: OrganizationInput): JsonLd {
  return {'@context': CONTEXT, ...organization(org)};
}

export type OfferInput = {
  /** e.g. "Rheumatologists · Early". */
  name: string;
  price: number;
  /** ISO 4217 (USD). */
  priceCurrency: string;
  /** ISO date-time with offset; omitted for fees valid the whole registration time. */
  validFrom?: string;
  validThrough?: string;
  url: string;
  category?: string;
};

export type EventInput = {
  name: string;
  description: string;
  /** The page URL in the page's language. */
  url: string;
  inLanguage: string;
  /** ISO 8601 date-times with the Panama offset (-05:00). */
  startDate: string;
  endDate: string;
  location: PlaceInput;
  organizer: OrganizationInput;
  image?: readonly string[];
  offers: readonly OfferInput[];
};

/** The congress as a schema.org Event: in person, scheduled, with its fees as offers. */
export function eventJsonLd(event: EventInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url: event.url,
    inLanguage: event.inLanguage,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: placeJsonLd(event.location),
    organizer: organization(event.organizer),
    ...(event.image?.length ? {image: [...event.image]} : {}),
    offers: event.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      ...(offer.category ? {category: offer.category} : {}),
      price: offer.price.toFixed(2),
      priceCurrency: offer.priceCurrency,
      availability: 'https://schema.org/InStock',
      url: offer.url,
      ...(offer.validFrom ? {validFrom: offer.validFrom} : {}),
      ...(offer.validThrough ? {validThrough: offer.validThrough} : {}),
    })),
  };
}

export type FaqInput = {question: string; answer: string};

/** FAQPage: one Question with its accepted Answer per entry (answers as plain text). */
export function faqPageJsonLd(entries: readonly FaqInput[], inLanguage: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: {'@type': 'Answer', text: entry.answer},
    })),
  };
}

export type BreadcrumbInput = {name: string; url: string};

/** BreadcrumbList, in order from the home page to the current page. */
export function breadcrumbJsonLd(items: readonly BreadcrumbInput[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
