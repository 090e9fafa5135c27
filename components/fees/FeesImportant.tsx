import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {Section} from '@/components/ui/Section';
import {bold} from '@/components/ui/rich-tags';

/** What every registrant must know first: currency, dates and the access code. */
export async function FeesImportant({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Fees.important'});
  return (
    <Section className="pb-0 sm:pb-0">
      <section aria-labelledby="fees-important" className="rounded-card border-l-4 border-accent-600 bg-accent-50 px-5 py-5 sm:px-7">
        <h2 id="fees-important" className="text-lg font-bold text-accent-700">
          {t('title')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
          <li>{t.rich('currency', {b: bold})}</li>
          <li>{t.rich('dates', {b: bold})}</li>
          <li>{t.rich('accessCode', {b: bold})}</li>
        </ul>
      </section>
    </Section>
  );
}
