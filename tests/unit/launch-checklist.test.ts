import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {assumedIn} from '@/content/assumed';
import {formatLaunchChecklist, launchChecklist} from '@/content/launch-checklist';
import {feeTable, flatFees, feePeriods, cancellationPolicy} from '@/content/fees';
import {abstractKeyDates} from '@/content/abstracts';
import {congress} from '@/content/congress';
import {airlineDiscount} from '@/content/airline';
import {hotels} from '@/content/hotels';
import {links} from '@/content/links';
import {site} from '@/content/site';
import {venue} from '@/content/venue';

/** Every string and number inside a value (arrays and objects walked). */
function leaves(value: unknown): (string | number)[] {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

describe('launch checklist (npm run check:launch)', () => {
  it('lists a value marked assumed, under its file, with what to confirm', () => {
    const assumed = assumedIn('content/example.ts');
    const value = assumed('https://example.org/portal', 'the example portal');
    expect(value).toBe('https://example.org/portal');
    expect(launchChecklist()).toContainEqual({file: 'content/example.ts', confirm: 'the example portal', value});
    expect(formatLaunchChecklist()).toMatch(/content\/example\.ts \(1\)\n {2}- the example portal\n {6}https:\/\/example\.org\/portal/);
  });

  it('lists the facts the specification does not give: contact, portals, venue, hotel links', () => {
    const values = launchChecklist().flatMap((entry) => leaves(entry.value));
    for (const fact of [site.contactEmail, links.registration, links.abstractSubmission, links.social.instagram, venue.localizedName.en])
      expect(values).toContain(fact);
    for (const hotel of hotels) expect(values).toContain(hotel.reservationUrl);
  });

  it('does not mark the specification’s facts: fees, key dates, hotel rates, the discount code', () => {
    const facts: (string | number)[] = [
      ...Object.values(feeTable).flatMap((row) => Object.values(row)),
      ...flatFees.map((fee) => fee.amount),
      ...feePeriods.flatMap((period) => [period.firstDay, period.lastDay]),
      cancellationPolicy.penaltyUntil,
      ...abstractKeyDates.map((date) => date.at),
      congress.startDate,
      congress.endDate,
      congress.opensAt,
      ...hotels.flatMap((hotel) => hotel.rooms.map((room) => room.nightlyRateUsd)),
      airlineDiscount.code,
      airlineDiscount.maxPercent,
    ];
    const marked = launchChecklist().flatMap((entry) => leaves(entry.value));
    for (const fact of facts) expect([fact, marked.includes(fact)]).toEqual([fact, false]);
    const files = new Set(launchChecklist().map((entry) => entry.file));
    expect(files.has('content/fees.ts')).toBe(false);
    expect(files.has('content/abstracts.ts')).toBe(false);
  });

  it('covers every content module that marks values, each under its own path', () => {
    const marking = readdirSync('content')
      .filter((name) => name.endsWith('.ts') && name !== 'assumed.ts')
      .map((name) => ({file: `content/${name}`, source: readFileSync(join('content', name), 'utf8')}))
      .filter(({source}) => /assumedIn\('/.test(source));
    for (const {file, source} of marking) expect([file, source.match(/assumedIn\('([^']+)'\)/)?.[1]]).toEqual([file, file]);
    const listed = new Set(launchChecklist().map((entry) => entry.file));
    for (const {file} of marking) expect([file, listed.has(file)]).toEqual([file, true]);
  });
});
