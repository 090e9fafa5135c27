import {renderToStaticMarkup} from 'react-dom/server';
import {createElement} from 'react';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {
  abstractKeyDates,
  abstractLimits,
  abstractRecommendations,
  abstractRegulationCount,
  abstractRegulations,
  abstractTopics,
  submissionDeadline,
} from '@/content/abstracts';
import {initials, listedTeam, sponsorshipOpportunities, sponsorshipTeam, telHref} from '@/content/sponsorship';
import {TeamCard} from '@/components/sponsorship/TeamCard';

const catalogs = {es, en, pt};

describe('abstracts content', () => {
  it('closes submissions on 29 December 2025 at 18:00 Panama time (23:00 UTC)', () => {
    expect(submissionDeadline.toUTC().toISO()).toBe('2025-12-29T23:00:00.000Z');
    expect(abstractKeyDates.map((date) => date.key)).toEqual([
      'submissionDeadline',
      'notification',
      'presentingAuthorDiscount',
      'ePosterFile',
    ]);
  });

  it('has 21 regulations, 20 topics and the 2,750-character limit', () => {
    expect(abstractRegulationCount).toBe(21);
    expect(new Set(abstractRegulations).size).toBe(21);
    expect(abstractTopics).toHaveLength(20);
    expect(abstractLimits.maxCharacters).toBe(2750);
    expect(abstractLimits.maxReferences).toBe(2);
  });

  it.each(Object.keys(catalogs))('%s: every regulation, topic and recommendation has words', (locale) => {
    const words = catalogs[locale as keyof typeof catalogs].Abstracts as unknown as Record<string, Record<string, unknown>>;
    for (const key of abstractRegulations) {
      const regulation = words.regulations[key] as {title: string; body: string};
      expect([key, regulation.title.length > 0, regulation.body.length > 0]).toEqual([key, true, true]);
    }
    for (const key of abstractTopics) expect(words.topics[key]).toEqual(expect.any(String));
    for (const key of abstractRecommendations) expect(words.recommendations[key]).toMatch(/<b>.+<\/b>/);
    for (const date of abstractKeyDates) expect(words.dates[date.key]).toEqual(expect.any(String));
  });
});

describe('sponsorship content', () => {
  it('has the four opportunity tiles with words in every language', () => {
    expect(sponsorshipOpportunities).toEqual(['exhibition', 'symposia', 'business', 'networking']);
    for (const catalog of Object.values(catalogs)) {
      for (const key of sponsorshipOpportunities) expect(catalog.Sponsorship.opportunities[key].title).toEqual(expect.any(String));
    }
  });

  it('skips empty team slots and invents nobody', () => {
    expect(listedTeam()).toEqual(sponsorshipTeam.filter((member) => member.name !== ''));
    const team = listedTeam([
      {name: '  ', role: 'commercialManager', email: '', phone: ''},
      {name: 'Ana Pérez', role: 'exhibitionCoordinator', email: 'ana@example.org', phone: '+507 123 4567'},
    ]);
    expect(team.map((member) => member.name)).toEqual(['Ana Pérez']);
  });

  it('makes initials and tel: links', () => {
    expect(initials('María José Pérez')).toBe('MP');
    expect(initials('ángel')).toBe('Á');
    expect(initials('')).toBe('');
    expect(telHref('+507 (123) 45-67')).toBe('tel:+5071234567');
  });

  it('renders a team card with initials, a mailto link and a tel link', () => {
    const html = renderToStaticMarkup(
      createElement(TeamCard, {
        member: {name: 'Ana Pérez', role: 'commercialManager', email: 'ana@example.org', phone: '+507 123 4567'},
        labels: {role: 'Gerencia comercial', email: 'Correo electrónico', phone: 'Teléfono'},
      }),
    );
    expect(html).toContain('>AP</span>');
    expect(html).toContain('href="mailto:ana@example.org"');
    expect(html).toContain('href="tel:+5071234567"');
    expect(html).toContain('Gerencia comercial');
    expect(html).not.toContain('<img');
  });
});
