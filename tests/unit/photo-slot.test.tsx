import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {PhotoSlot} from '@/components/ui/PhotoSlot';
import {hotels} from '@/content/hotels';

// A photo slot as the hotel cards fill it: the photo once an editor has dropped the file in
// public/, an honest "coming soon" panel until then.
const slot = hotels[0].images[0];
const render = () =>
  renderToStaticMarkup(
    <PhotoSlot
      src={slot.src}
      width={slot.width}
      height={slot.height}
      alt="Hilton Panamá, foto 1 de 2"
      sizes="100vw"
      placeholder={{icon: 'building', caption: 'Foto del hotel, próximamente', label: 'Hilton Panamá: foto del hotel, próximamente'}}
    />,
  );

describe('a photo slot', () => {
  const home = process.cwd();
  const site = mkdtempSync(join(tmpdir(), 'slot-'));
  afterEach(() => process.chdir(home));
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  it('shows the panel, named as a photo to come, while public/ has no file at the slot', () => {
    process.chdir(site);
    const html = render();
    expect(html).not.toContain('<img');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Hilton Panamá: foto del hotel, próximamente"');
    expect(html).toContain('Foto del hotel, próximamente');
    expect(html).toContain(`data-placeholder="${slot.src}"`);
  });

  // Its AVIF and WebP <source>s are images.test.ts's (they need the bundler's image options).
  it('shows the photo, as a <picture> with its alt text, once the file is there', () => {
    mkdirSync(join(site, 'public', 'images', 'hotels'), {recursive: true});
    writeFileSync(join(site, 'public', slot.src), 'a JPEG');
    process.chdir(site);
    const html = render();
    expect(html).toContain('alt="Hilton Panamá, foto 1 de 2"');
    expect(html).toMatch(/^<picture><img [^>]*src="\/images\/hotels\/hilton-1\.jpg"/);
    expect(html).not.toContain('próximamente');
    expect(html).not.toContain('data-placeholder');
  });
});
