import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buttonClasses} from '@/components/ui/Button';
import {cn, themeTokens} from '@/components/ui/cn';

const classes = (list: string) => list.split(' ');

describe('cn: an override passed to a component wins', () => {
  test('a button made to wrap loses its fixed height and no-wrap', () => {
    const list = classes(buttonClasses({size: 'lg', className: 'h-auto min-h-12 whitespace-normal'}));
    expect(list).toEqual(expect.arrayContaining(['h-auto', 'min-h-12', 'whitespace-normal', 'px-7']));
    expect(list).not.toContain('h-12');
    expect(list).not.toContain('whitespace-nowrap');
  });

  test('an outline button on a dark band keeps one border colour and one focus colour: the override', () => {
    const list = classes(buttonClasses({variant: 'outline', className: 'border-white focus-visible:outline-white'}));
    expect(list).toEqual(expect.arrayContaining(['border', 'border-white', 'focus-visible:outline-white']));
    expect(list).not.toContain('border-brand-700');
    expect(list).not.toContain('focus-visible:outline-brand-700');
  });

  test('conditionals and arrays are joined, empty ones skipped', () => {
    expect(cn('p-4', false, null, undefined, ['mt-2', {hidden: true, block: false}])).toBe('p-4 mt-2 hidden');
  });

  test("the theme's own tokens are told apart from colours and merged with their kind", () => {
    expect(cn('text-display', 'text-white')).toBe('text-display text-white');
    expect(cn('text-display', 'text-sm')).toBe('text-sm');
    expect(cn('rounded-card', 'rounded-full')).toBe('rounded-full');
    expect(cn('shadow-card', 'shadow-raised')).toBe('shadow-raised');
    expect(cn('shadow-card', 'shadow-brand-700')).toBe('shadow-card shadow-brand-700');
  });

  test("cn knows every size, radius and shadow token of the stylesheet's @theme, and no other", () => {
    const css = readFileSync(join(__dirname, '../../app/globals.css'), 'utf8');
    const theme = css.slice(css.indexOf('@theme'), css.indexOf('}', css.indexOf('@theme')));
    const names = (prefix: string) => [...theme.matchAll(new RegExp(`--${prefix}-([a-z0-9]+):`, 'g'))].map((match) => match[1]).sort();
    expect({text: names('text'), radius: names('radius'), shadow: names('shadow')}).toEqual({
      text: [...themeTokens.text].sort(),
      radius: [...themeTokens.radius].sort(),
      shadow: [...themeTokens.shadow].sort(),
    });
  });
});
