import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {airlineDiscount} from '@/content/airline';
import {Section} from '@/components/ui/Section';
import {Card} from '@/components/ui/Card';

/** How to book with the discount, in three numbered steps. */
export async function AirlineSteps({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Airline.howTo'});
  const {code} = airlineDiscount;
  return (
    <Section id="how-to" title={t('title')} tone="muted">
      <ol className="grid gap-6 md:grid-cols-3">
        {([1, 2, 3] as const).map((step) => (
          <li key={step}>
            <Card className="h-full">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {step}
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`step${step}Title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`step${step}`, {code})}</p>
            </Card>
          </li>
        ))}
      </ol>
      <p className="mt-6 max-w-3xl text-sm text-ink-muted">{t('note')}</p>
    </Section>
  );
}
