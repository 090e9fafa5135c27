import {breadcrumbJsonLd, eventJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd, type EventInput} from '@/lib/seo/jsonld';

const event: EventInput = {
  name: 'PANLAR 2026 Congress',
  description: 'The Pan-American rheumatology congress.',
  url: 'https://example.org/en',
  inLanguage: 'en',
  startDate: '2026-04-27T08:00:00-05:00',
  endDate: '2026-04-30T23:59:59-05:00',
  location: {name: 'Panama Convention Center', address: {streetAddress: 'Amador', addressLocality: 'Panama City', addressCountry: 'PA'}},
  organizer: {name: 'PANLAR', url: 'https://www.panlar.org'},
  offers: [
    {
      name: 'Rheumatologists · Early',
      price: 530,
      priceCurrency: 'USD',
      validFrom: '2025-10-22T00:00:00-05:00',
      validThrough: '2026-01-15T23:59:59-05:00',
      url: 'https://reg.example',
    },
    {name: 'Day pass', price: 180, priceCurrency: 'USD', url: 'https://reg.example'},
  ],
};

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element, and reads back unchanged', () => {
    const data = {name: '</script><script>alert(1)</script> & \u2028'};
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('eventJsonLd', () => {
  const json = eventJsonLd(event);
  it('is an in-person, scheduled schema.org Event with Panama-offset dates', () => {
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: '2026-04-27T08:00:00-05:00',
      endDate: '2026-04-30T23:59:59-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
  });
  it('names the venue as a Place with a postal address and PANLAR as organizer', () => {
    expect(json.location).toEqual({
      '@type': 'Place',
      name: 'Panama Convention Center',
      address: {'@type': 'PostalAddress', streetAddress: 'Amador', addressLocality: 'Panama City', addressCountry: 'PA'},
    });
    expect(json.organizer).toEqual({'@type': 'Organization', name: 'PANLAR', url: 'https://www.panlar.org'});
  });
  it('turns every fee into a USD Offer, with validity only when the fee has a period', () => {
    const offers = json.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '530.00',
      priceCurrency: 'USD',
      validFrom: '2025-10-22T00:00:00-05:00',
      validThrough: '2026-01-15T23:59:59-05:00',
    });
    expect(offers[1]).not.toHaveProperty('validFrom');
    expect(offers[1]).toMatchObject({price: '180.00', availability: 'https://schema.org/InStock'});
  });
});

describe('organizationJsonLd', () => {
  it('keeps only the fields given', () => {
    expect(organizationJsonLd({name: 'PANLAR', url: 'https://www.panlar.org', foundingDate: '1944', sameAs: ['https://x.com/p']})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'PANLAR',
      url: 'https://www.panlar.org',
      foundingDate: '1944',
      sameAs: ['https://x.com/p'],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('has one Question with an accepted Answer per entry', () => {
    const json = faqPageJsonLd([{question: 'When?', answer: 'April 27–30, 2026.'}], 'en');
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [{'@type': 'Question', name: 'When?', acceptedAnswer: {'@type': 'Answer', text: 'April 27–30, 2026.'}}],
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1', () => {
    const json = breadcrumbJsonLd([
      {name: 'Home', url: 'https://example.org/en'},
      {name: 'Hotels', url: 'https://example.org/en/hotels'},
    ]);
    expect(json.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/en'},
      {'@type': 'ListItem', position: 2, name: 'Hotels', item: 'https://example.org/en/hotels'},
    ]);
  });
});
