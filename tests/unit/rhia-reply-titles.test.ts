import {replySegments} from '@/lib/rhia/reply-links';
import {titledSegments} from '@/components/rhia/reply-titles';

const titles = new Map([
  ['/en/hotels', 'Hotels'],
  ['/en/registration-fees', 'Registration fees'],
]);
const titled = (text: string) => titledSegments(replySegments(text, new Set(titles.keys())), titles);

describe('links in the assistant’s replies', () => {
  it('names a page by its title, not its path, without repeating the title before it', () => {
    expect(titled('Three hotels have rates.\n\nMore in Hotels: /en/hotels')).toEqual([
      {text: 'Three hotels have rates.\n\nMore in '},
      {text: 'Hotels', href: '/en/hotels'},
    ]);
  });

  it('keeps the words around a path in a sentence and shows the title in its place', () => {
    expect(titled('See /en/registration-fees for the fees.')).toEqual([
      {text: 'See '},
      {text: 'Registration fees', href: '/en/registration-fees'},
      {text: ' for the fees.'},
    ]);
  });

  it('keeps a colon before a link whose title is not the words before it', () => {
    expect(titled('Prices: /en/hotels')).toEqual([{text: 'Prices: '}, {text: 'Hotels', href: '/en/hotels'}]);
  });

  it('leaves unknown paths as text', () => {
    expect(titled('Not /en/nowhere.')).toEqual([{text: 'Not /en/nowhere.'}]);
  });
});
