import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {href} from '@/lib/routes/paths';
import {Section} from '@/components/ui/Section';
import {Icon} from '@/components/congress/Icon';
import PresidentsGrid from '@/components/congress/PresidentsGrid';

/** The presidents' welcome, a link to their full letter, and their portraits. */
export async function WelcomeSection({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home.welcome'});
  return (
    <Section id="welcome" title={t('title')} tone="muted">
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="space-y-4 text-lg leading-relaxed text-ink lg:col-span-3">
          <p>{t('p1')}</p>
          <p>{t('p2')}</p>
          <Link
            href={href('welcome', locale)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t('letter')}
            <Icon name="arrowRight" className="h-5 w-5" />
          </Link>
        </div>
        <div className="lg:col-span-2">
          <h3 className="mb-4 text-sm font-bold tracking-wide text-ink-muted uppercase">{t('presidents')}</h3>
          <PresidentsGrid locale={locale} headingLevel={4} stacked />
        </div>
      </div>
    </Section>
  );
}
