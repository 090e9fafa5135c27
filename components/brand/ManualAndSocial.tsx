import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {socialMediaKits} from '@/content/brand';
import {Section} from '@/components/ui/Section';
import {Button} from '@/components/ui/Button';
import {Icon} from '@/components/congress/Icon';
import {ComingSoonButton} from './ComingSoonButton';

const panel = 'min-w-0 rounded-card border border-line bg-white p-6 shadow-card sm:p-8';

/** Two panels side by side: the brand manual and the social media kits, both still to come. */
export async function ManualAndSocial({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Brand'});
  return (
    <Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="manual-title" className={panel}>
          <h2 id="manual-title" className="text-2xl font-bold tracking-tight">
            {t('manual.title')}
          </h2>
          <p className="mt-3 text-ink-muted">{t('manual.text')}</p>
          <div className="mt-6">
            <ComingSoonButton label={t('manual.download')} note={t('comingSoon')} />
          </div>
        </section>
        <section aria-labelledby="social-title" className={panel}>
          <h2 id="social-title" className="text-2xl font-bold tracking-tight">
            {t('social.title')}
          </h2>
          <p className="mt-3 text-ink-muted">{t('social.intro')}</p>
          <ul className="mt-4 divide-y divide-line">
            {socialMediaKits.map((kit) => (
              <li key={kit.key} className="flex flex-wrap items-center justify-between gap-3 py-3" data-social={kit.key}>
                <span className="flex items-center gap-3">
                  <Icon name="image" className="h-5 w-5 shrink-0 text-ink-muted" />
                  <span>
                    <span className="block font-semibold text-ink">{t(`social.${kit.key}`)}</span>
                    <span className="block text-sm text-ink-muted">{t('social.size', {width: kit.width, height: kit.height})}</span>
                  </span>
                </span>
                <Button size="sm" disabled className="shrink-0">
                  <span className="sr-only">{t('logos.downloadLabel', {name: t(`social.${kit.key}`)})}: </span>
                  {t('comingSoon')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Section>
  );
}
