import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {iconNames} from '@/components/congress/Icon';
import {travelIconNames} from '@/components/travel/icons';
import {sponsorshipOpportunities} from '@/content/sponsorship';
import {links} from '@/content/links';
import {placeholderIcons} from '@/components/ui/PhotoSlot';
import {ripplesSymbol} from '@/components/ui/Ripples';

// Every icon a component can ask for is drawn in the sprite, and the sprite draws nothing else.
const sprite = readFileSync(join(__dirname, '../../components/icons/sprite.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol\b([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, attributes, body]) => ({
  id: /\bid="([^"]+)"/.exec(attributes)?.[1],
  attributes,
  body,
}));

const wanted = [
  ...iconNames,
  ...travelIconNames.map((name) => `travel-${name}`),
  ...sponsorshipOpportunities.map((key) => `opportunity-${key}`),
  ...Object.keys(links.social).map((network) => `social-${network}`),
  'rating-star',
  ...placeholderIcons,
  ripplesSymbol,
];

describe('icon sprite', () => {
  it('has one symbol per icon name, with no extra or repeated ids', () => {
    const ids = symbols.map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...wanted].sort());
  });

  it('gives every symbol a viewBox, a drawing and a colour that follows the text (currentColor)', () => {
    for (const symbol of symbols) {
      expect(symbol.attributes).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(symbol.attributes).toMatch(/(stroke|fill)="currentColor"/);
      expect(symbol.body).toMatch(/<(path|circle|rect)\b/);
    }
  });
});
