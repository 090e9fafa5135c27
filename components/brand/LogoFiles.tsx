import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {fileNameOf, logoFiles, type LogoFile} from '@/content/brand';
import {Section} from '@/components/ui/Section';
import {cn} from '@/components/ui/cn';
import DownloadButton from '@/components/congress/DownloadButton';

/** A preview of one logo file, on the background it is made for. */
function LogoPreview({file, name}: {file: LogoFile; name: string}) {
  return (
    <div
      className={cn(
        'flex aspect-[16/9] items-center justify-center p-6',
        file.previewBackground === 'dark' ? 'bg-brand-800' : 'bg-surface-muted',
      )}
    >
      {file.format === 'PNG' ? (
        // eslint-disable-next-line @next/next/no-img-element -- the kit's own file, shown exactly as it downloads (not an optimised copy)
        <img src={file.path} alt={name} width={240} height={61} loading="lazy" className="h-auto w-full max-w-[240px]" />
      ) : (
        <span
          className="flex h-16 w-16 items-center justify-center rounded-xl bg-gold-100 text-2xl font-extrabold text-gold-700"
          aria-hidden="true"
        >
          Ai
        </span>
      )}
    </div>
  );
}

/** The logo files of the brand kit, each with its preview, description and download button. */
export async function LogoFiles({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Brand.logos'});
  return (
    <Section id="logos" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {logoFiles.map((file) => {
          const name = t(`${file.key}.name`);
          return (
            <li
              key={file.key}
              className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
              data-logo={file.key}
            >
              <LogoPreview file={file} name={name} />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('format', {format: file.format})}</p>
                <h3 className="mt-1 text-lg font-bold text-ink">{name}</h3>
                <p className="mt-1 flex-1 text-sm text-ink-muted">{t(`${file.key}.description`)}</p>
                <div className="mt-4">
                  <DownloadButton
                    href={file.path}
                    fileName={fileNameOf(file.path)}
                    labels={{text: t('download'), accessible: t('downloadLabel', {name}), started: t('started'), failed: t('failed')}}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-ink-muted">{t('pdfNote')}</p>
    </Section>
  );
}
