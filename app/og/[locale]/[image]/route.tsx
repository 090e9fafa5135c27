import {ImageResponse} from 'next/og';
import {getTranslations} from 'next-intl/server';
import {isLocale, locales} from '@/i18n/locales';
import {localesOf, pageEntry} from '@/lib/routes/paths';
import {pages, type PageKey} from '@/lib/routes/manifest';
import {ogSize} from '@/lib/seo/og';
import {ogFonts} from '@/lib/og/fonts';
import {Rings} from '@/lib/og/Rings';
import {site} from '@/content/site';

// One Open Graph image per page and language, drawn once at build time (and written to out/ in
// the static export): /og/{locale}/{page}.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return pages.flatMap((page) => localesOf(page.key).map((locale) => ({locale, image: `${page.key}.png`})));
}

export async function GET(_request: Request, {params}: {params: Promise<{locale: string; image: string}>}) {
  const {locale, image} = await params;
  const key = image.replace(/\.png$/, '') as PageKey;
  if (!isLocale(locale) || !pages.some((page) => page.key === key) || !locales.includes(locale)) {
    return new Response('Not found', {status: 404});
  }
  const t = await getTranslations({locale, namespace: pageEntry(key).namespace});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const seo = await getTranslations({locale, namespace: 'Seo'});
  const title = t('title');
  const host = new URL(site.origin).host;

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#ffffff',
        fontFamily: 'Inter',
        backgroundImage: 'linear-gradient(135deg, #0d2b52 0%, #123a6b 55%, #0b6465 100%)',
      }}
    >
      <div style={{display: 'flex', alignItems: 'center', gap: 20}}>
        {/* A white disc of 84 px around the blue one of 60. */}
        <div style={{display: 'flex', background: '#ffffff', borderRadius: 999, padding: 9}}>
          <Rings size={66} />
        </div>
        <div style={{display: 'flex', fontSize: 40, fontWeight: 800, letterSpacing: 1}}>
          PANLAR <span style={{color: '#f9d9d1', marginLeft: 14}}>2026</span>
        </div>
      </div>
      <div style={{display: 'flex', flexDirection: 'column', gap: 24}}>
        <div style={{display: 'flex', fontSize: title.length > 40 ? 60 : 76, fontWeight: 800, lineHeight: 1.08, maxWidth: 1040}}>
          {title}
        </div>
        <div style={{display: 'flex', fontSize: 34, color: '#d6e4f4'}}>{shell('footer.dates')}</div>
      </div>
      <div style={{display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', fontSize: 26, color: '#aecaea'}}>
        <span>{seo('siteName')}</span>
        <span>{host}</span>
      </div>
    </div>,
    {...ogSize, fonts: await ogFonts()},
  );
}
