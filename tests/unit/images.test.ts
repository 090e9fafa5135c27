import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import sharp from 'sharp';
import {buildImages} from '@/scripts/images.mjs';
import {formatLoader} from '@/lib/images/loader.mjs';
import {deviceSizes, imageSets, imageSizes, variantFormats} from '@/lib/images/widths.mjs';

// A photo of the given colour, as an editor would drop one into public/.
const photo = (width: number, height: number, red: number) =>
  sharp({create: {width, height, channels: 3, background: {r: red, g: 120, b: 90}}})
    .jpeg()
    .toBuffer();

describe('responsive images: build step, loader and <picture>', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'images-'));
  const sources = imageSets.map((set) => ({set, src: `/${set.dir}/sample.jpg`}));
  const quiet = () => {};

  beforeAll(async () => {
    for (const {set, src} of sources) {
      mkdirSync(join(publicDir, set.dir), {recursive: true});
      writeFileSync(join(publicDir, src), await photo(Math.max(...set.widths), Math.round(Math.max(...set.widths) / 1.5), 10));
    }
  }, 60_000);
  afterAll(() => rmSync(publicDir, {recursive: true, force: true}));

  it('writes a file for every width and format the loader names, at that width', async () => {
    const result = await buildImages({publicDir, log: quiet});
    expect(result.written).toBe(sources.length);
    for (const {set, src} of sources) {
      for (const width of set.widths) {
        for (const format of variantFormats) {
          const file = join(publicDir, formatLoader(format)({src, width, quality: undefined}));
          expect(existsSync(file)).toBe(true);
          const meta = await sharp(file).metadata();
          expect([meta.format, meta.width]).toEqual([format === 'avif' ? 'heif' : 'webp', width]);
        }
      }
    }
  }, 120_000);

  it('skips what is up to date, and remakes a photo replaced under the same name even with an older date', async () => {
    expect(await buildImages({publicDir, log: quiet})).toMatchObject({written: 0, skipped: sources.length});

    const {set, src} = sources[0];
    const variant = join(publicDir, formatLoader('webp')({src, width: set.widths[0]}));
    const before = readFileSync(variant);
    const source = join(publicDir, src);
    const old = statSync(source).mtime;
    writeFileSync(source, await photo(Math.max(...set.widths), Math.round(Math.max(...set.widths) / 1.5), 240));
    utimesSync(source, old, new Date(old.getTime() - 86_400_000));

    expect(await buildImages({publicDir, log: quiet})).toMatchObject({written: 1, skipped: sources.length - 1});
    expect(readFileSync(variant).equals(before)).toBe(false);
  }, 120_000);

  it('removes the variants of a photo that is gone', async () => {
    const {set, src} = sources[sources.length - 1];
    rmSync(join(publicDir, src));
    const result = await buildImages({publicDir, log: quiet});
    expect(result.removed).toBe(set.widths.length * variantFormats.length);
    expect(existsSync(join(publicDir, formatLoader('avif')({src, width: set.widths[0]})))).toBe(false);
  }, 60_000);

  it('gives Next every width of every folder, so that each one can be a srcset candidate', () => {
    for (const {widths} of imageSets) for (const width of widths) expect([...imageSizes, ...deviceSizes]).toContain(width);
  });

  it('makes <picture> sources whose every URL is a file the script wrote', async () => {
    await buildImages({publicDir, log: quiet});
    // next.config.mjs's image options, as the bundler hands them to next/image.
    const env = process.env;
    process.env = {
      ...env,
      __NEXT_IMAGE_OPTS: {
        ...jest.requireActual('next/dist/shared/lib/image-config').imageConfigDefault,
        loader: 'custom',
        deviceSizes,
        imageSizes,
      } as never,
    };
    let pictureProps: typeof import('@/lib/images/picture').pictureProps;
    jest.isolateModules(() => {
      pictureProps = jest.requireActual('@/lib/images/picture').pictureProps;
    });
    process.env = env;

    for (const {set, src} of sources.slice(0, -1)) {
      // Photos shown across the layout's width get `sizes`; portraits a fixed size (1x, 2x).
      const shownResponsively = set.widths.every((width) => deviceSizes.includes(width));
      const picture = shownResponsively
        ? pictureProps!({src, alt: 'x', width: 800, height: 533, sizes: '(min-width: 1024px) 384px, 100vw'})
        : pictureProps!({src, alt: 'x', width: set.widths[0], height: set.widths[0]});
      expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      expect(picture.img).toMatchObject({src, loading: 'lazy', decoding: 'async'});
      for (const source of picture.sources) {
        const urls = source.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]);
        expect(urls.length).toBe(set.widths.length);
        for (const url of urls) expect(existsSync(join(publicDir, url))).toBe(true);
      }
      const descriptors = shownResponsively ? set.widths.map((width) => `${width}w`) : ['1x', '2x'];
      expect(picture.sources[0].srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(descriptors);
    }
  }, 60_000);
});
