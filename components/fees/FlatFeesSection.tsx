import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {flatFees, registrationContact} from '@/content/fees';
import {Section} from '@/components/ui/Section';
import {Card} from '@/components/ui/Card';
import {mailLink} from '@/components/ui/rich-tags';

/** Fees that do not change with the date (day pass, group leader, industry), and the access code. */
export async function FlatFeesSection({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Fees'});
  return (
    <Section id="flat-fees" title={t('flat.title')} intro={t('flat.intro')} tone="muted">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <table className="w-full border-collapse rounded-card bg-white text-left text-sm shadow-card sm:text-base">
          <caption className="mb-3 text-left text-sm font-semibold text-ink-muted">{t('flat.caption')}</caption>
          <thead>
            <tr className="border-b-2 border-brand-700">
              <th scope="col" className="px-3 py-3 sm:px-5">
                {t('flat.category')}
              </th>
              <th scope="col" className="px-3 py-3 text-right sm:px-5">
                {t('flat.fee')}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-5">
                {t('flat.requirement')}
              </th>
            </tr>
          </thead>
          <tbody>
            {flatFees.map((fee) => (
              <tr key={fee.key} className="border-b border-line last:border-b-0">
                <th scope="row" className="px-3 py-4 font-medium sm:px-5">
                  {t(`categories.${fee.key}`)}
                </th>
                <td className="px-3 py-4 text-right font-semibold whitespace-nowrap tabular-nums sm:px-5">
                  {t('price', {amount: fee.amount})}
                </td>
                <td className="px-3 py-4 text-ink-muted sm:px-5">{fee.needsAccessCode ? t('flat.accessCode') : t('flat.noRequirement')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Card>
          <h3 className="text-lg font-bold">{t('accessCode.title')}</h3>
          <p className="mt-2 text-ink">
            {t.rich('accessCode.body', {mail: mailLink(registrationContact.email), email: registrationContact.email})}
          </p>
        </Card>
      </div>
    </Section>
  );
}
