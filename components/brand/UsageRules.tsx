import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {site} from '@/content/site';
import {usageRules} from '@/content/brand';
import {Section} from '@/components/ui/Section';
import {mailLink} from '@/components/ui/rich-tags';

/** The numbered rules for using the brand; the last one gives the address to ask. */
export async function UsageRules({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Brand.rules'});
  return (
    <Section id="rules" title={t('title')} tone="muted">
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
              {rule === 'contact' ? t.rich('contact', {email: mailLink(site.contactEmail), address: site.contactEmail}) : t(rule)}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
