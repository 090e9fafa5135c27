import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {site} from '@/content/site';
import {brandColors, brandFont, fileNameOf, logoFiles, presentationTemplate, socialMediaKits, usageRules} from '@/content/brand';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {Badge} from '@/components/ui/Badge';
import {Button} from '@/components/ui/Button';
import {cn} from '@/components/ui/cn';
import {Icon} from '@/components/congress/Icon';
import DownloadButton from '@/components/congress/DownloadButton';

/** A download that is not published yet: a disabled button and the coming-soon note. */
function ComingSoonButton({label, note}: {label: string; note: string}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="outline" disabled>
        <Icon name="download" className="h-4 w-4" />
        {label}
      </Button>
      <Badge tone="neutral">{note}</Badge>
    </div>
  );
}

export default async function BrandPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Brand'});
  const email = (chunks: ReactNode) => (
    <a className="font-semibold text-brand-700 underline hover:text-brand-800" href={`mailto:${site.contactEmail}`}>
      {chunks}
    </a>
  );

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />

      <Section id="logos" title={t('logos.title')} intro={t('logos.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {logoFiles.map((file) => {
            const name = t(`logos.${file.key}.name`);
            return (
              <li
                key={file.key}
                className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
                data-logo={file.key}
              >
                <div
                  className={cn(
                    'flex aspect-[16/9] items-center justify-center p-6',
                    file.previewBackground === 'dark' ? 'bg-brand-800' : 'bg-surface-muted',
                  )}
                >
                  {file.format === 'PNG' ? (
                    // eslint-disable-next-line @next/next/no-img-element
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
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('logos.format', {format: file.format})}</p>
                  <h3 className="mt-1 text-lg font-bold text-ink">{name}</h3>
                  <p className="mt-1 flex-1 text-sm text-ink-muted">{t(`logos.${file.key}.description`)}</p>
                  <div className="mt-4">
                    <DownloadButton
                      href={file.path}
                      fileName={fileNameOf(file.path)}
                      labels={{
                        text: t('logos.download'),
                        accessible: t('logos.downloadLabel', {name}),
                        started: t('logos.started'),
                        failed: t('logos.failed'),
                      }}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-ink-muted">{t('logos.pdfNote')}</p>
      </Section>

      <Section id="template" title={t('template.title')} tone="muted">
        <div className="grid gap-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:grid-cols-2">
          <div>
            <p className="text-lg text-ink">{t('template.text')}</p>
            <ul className="mt-4 space-y-2">
              {presentationTemplate.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2 text-ink">
                  <Icon name="check" className="h-5 w-5 shrink-0 text-success" />
                  {t(`template.features.${feature}`)}
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <ComingSoonButton label={t('template.download')} note={t('comingSoon')} />
            </div>
          </div>
          <div>
            <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{t('colors.title')}</h3>
            <ul className="mt-3 grid grid-cols-3 gap-3">
              {brandColors.map((color) => (
                <li key={color.key}>
                  <span className="block h-16 rounded-xl ring-1 ring-line" style={{backgroundColor: color.hex}} aria-hidden="true" />
                  <span className="mt-2 block text-sm font-semibold text-ink">{t(`colors.${color.key}`)}</span>
                  <span className="block font-mono text-xs text-ink-muted">{color.hex}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-muted">{t('colors.font', {font: brandFont})}</p>
          </div>
        </div>
      </Section>

      <Section>
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="manual-title" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 id="manual-title" className="text-2xl font-bold tracking-tight">
              {t('manual.title')}
            </h2>
            <p className="mt-3 text-ink-muted">{t('manual.text')}</p>
            <div className="mt-6">
              <ComingSoonButton label={t('manual.download')} note={t('comingSoon')} />
            </div>
          </section>
          <section aria-labelledby="social-title" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 id="social-title" className="text-2xl font-bold tracking-tight">
              {t('social.title')}
            </h2>
            <p className="mt-3 text-ink-muted">{t('social.intro')}</p>
            <ul className="mt-4 divide-y divide-line">
              {socialMediaKits.map((kit) => (
                <li key={kit.key} className="flex items-center justify-between gap-3 py-3" data-social={kit.key}>
                  <span className="flex items-center gap-3">
                    <Icon name="image" className="h-5 w-5 shrink-0 text-ink-muted" />
                    <span>
                      <span className="block font-semibold text-ink">{t(`social.${kit.key}`)}</span>
                      <span className="block text-sm text-ink-muted">{t('social.size', {width: kit.width, height: kit.height})}</span>
                    </span>
                  </span>
                  <Button size="sm" variant="outline" disabled className="shrink-0">
                    <span className="sr-only">{t('logos.downloadLabel', {name: t(`social.${kit.key}`)})}: </span>
                    {t('comingSoon')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Section>

      <Section id="rules" title={t('rules.title')} tone="muted">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {usageRules.map((rule, index) => (
            <li key={rule} className="flex gap-4 rounded-card bg-white p-5 shadow-card">
              <span
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <p className="text-ink">
                {rule === 'contact' ? t.rich('rules.contact', {email, address: site.contactEmail}) : t(`rules.${rule}`)}
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
