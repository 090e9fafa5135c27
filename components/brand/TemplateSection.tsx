import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {brandColors, brandFont, presentationTemplate} from '@/content/brand';
import {Section} from '@/components/ui/Section';
import {Icon} from '@/components/congress/Icon';
import {ComingSoonButton} from './ComingSoonButton';

/** The presentation template (what it includes) beside the brand's colours and font. */
export async function TemplateSection({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Brand'});
  return (
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
  );
}
