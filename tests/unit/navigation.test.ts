import {footerHref} from '@/lib/navigation';

describe('footer links', () => {
  it('send the abstracts link to the historic node/28 URL where the manifest has one', () => {
    expect(footerHref('abstracts', 'es')).toBe('/trabajos-cientificos');
    expect(footerHref('abstracts', 'en')).toBe('/en/node/28');
    expect(footerHref('abstracts', 'pt')).toBe('/pt-br/node/28');
  });

  it('send every other link to the page in that language', () => {
    expect(footerHref('fees', 'en')).toBe('/en/registration-fees');
    expect(footerHref('hotels', 'pt')).toBe('/pt-br/hoteis');
  });
});
