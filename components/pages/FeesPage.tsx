import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {Card} from '@/components/ui/Card';
import {ButtonLink, buttonClasses} from '@/components/ui/Button';
import {FeeTable} from '@/components/fees/FeeTable';
import {FeeStatusNote} from '@/components/fees/FeeStatusNote';
import FeeStatusScope from '@/components/fees/FeeStatusScope';
import {
  cancellationPolicy,
  feeCategories,
  feePeriods,
  feeTable,
  feeTimeline,
  flatFees,
  groupRegistration,
  panamaStartOfDay,
  registrationContact,
  registrationOpensOn,
  relatedSpecialties,
} from '@/content/fees';

const bold = (chunks: ReactNode) => <strong className="font-semibold">{chunks}</strong>;
const day = (isoDate: string) => panamaStartOfDay(isoDate).toJSDate();

export default async function FeesPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Fees'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const price = (amount: number) => t('price', {amount});
  const mail = (chunks: ReactNode) => (
    <a className="font-semibold text-brand-700 underline hover:text-brand-800" href={`mailto:${registrationContact.email}`}>
      {chunks}
    </a>
  );

  const register = (
    <ButtonLink href={registrationContact.registrationUrl} external size="lg" variant="secondary">
      {t('register')}
      <span className="sr-only"> {shell('newTab')}</span>
    </ButtonLink>
  );

  const periods = feePeriods.map((period, index) => ({
    key: period.key,
    name: t(`periods.${period.key}`),
    range:
      index === 0
        ? t('table.firstPeriod', {end: day(period.lastDay)})
        : t('table.period', {start: day(period.firstDay), end: day(period.lastDay)}),
  }));

  const rows = feeCategories.map((category) => ({
    key: category,
    name: t(`categories.${category}`),
    prices: {
      early: t('amount', {amount: feeTable[category].early}),
      regular: t('amount', {amount: feeTable[category].regular}),
      late: t('amount', {amount: feeTable[category].late}),
    },
  }));

  const statusTexts = {
    static: t('status.static'),
    upcoming: t.rich('status.upcoming', {b: bold, opens: day(registrationOpensOn)}),
    early: t.rich('status.early', {b: bold, end: day(feePeriods[0].lastDay)}),
    regular: t.rich('status.regular', {b: bold, end: day(feePeriods[1].lastDay)}),
    late: t.rich('status.late', {b: bold, end: day(feePeriods[2].lastDay)}),
    onsite: t.rich('status.onsite', {b: bold}),
  };

  const mailto = `mailto:${registrationContact.email}?subject=${encodeURIComponent(t('contact.subject'))}`;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        {register}
      </PageHeader>

      <Section className="pb-0 sm:pb-0">
        <section aria-labelledby="fees-important" className="rounded-card border-l-4 border-accent-600 bg-accent-50 px-5 py-5 sm:px-7">
          <h2 id="fees-important" className="text-lg font-bold text-accent-700">
            {t('important.title')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
            <li>{t.rich('important.currency', {b: bold})}</li>
            <li>{t.rich('important.dates', {b: bold})}</li>
            <li>{t.rich('important.accessCode', {b: bold})}</li>
          </ul>
        </section>
      </Section>

      <Section id="fee-table" title={t('table.title')}>
        <FeeStatusScope timeline={feeTimeline}>
          <FeeStatusNote texts={statusTexts} />
          <div className="mt-6">
            <FeeTable
              caption={t('table.caption')}
              categoryHeader={t('table.category')}
              currentLabel={t('table.current')}
              periods={periods}
              rows={rows}
            />
          </div>
        </FeeStatusScope>
      </Section>

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
                  <td className="px-3 py-4 text-right font-semibold whitespace-nowrap tabular-nums sm:px-5">{price(fee.amount)}</td>
                  <td className="px-3 py-4 text-ink-muted sm:px-5">
                    {fee.needsAccessCode ? t('flat.accessCode') : t('flat.noRequirement')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Card>
            <h3 className="text-lg font-bold">{t('accessCode.title')}</h3>
            <p className="mt-2 text-ink">{t.rich('accessCode.body', {mail, email: registrationContact.email})}</p>
          </Card>
        </div>
      </Section>

      <Section id="how-to-register" title={t('details.title')}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="text-lg font-bold">{t('details.opening.title')}</h3>
            <p className="mt-2">{t('details.opening.body', {date: day(registrationOpensOn)})}</p>
          </Card>
          <Card>
            <h3 className="text-lg font-bold">{t('details.payment.title')}</h3>
            <p className="mt-2">{t('details.payment.body')}</p>
          </Card>
          <Card>
            <h3 className="text-lg font-bold">{t('details.group.title')}</h3>
            <p className="mt-2">{t('details.group.body', {paid: groupRegistration.paid, free: groupRegistration.free})}</p>
          </Card>
          <Card>
            <h3 className="text-lg font-bold">{t('details.cancellation.title')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                {t('details.cancellation.before', {
                  date: day(cancellationPolicy.penaltyUntil),
                  percent: cancellationPolicy.penaltyPercent,
                })}
              </li>
              <li>{t('details.cancellation.after')}</li>
              <li>{t('details.cancellation.onsite')}</li>
            </ul>
          </Card>
          <Card className="md:col-span-2">
            <h3 className="text-lg font-bold">{t('details.specialties.title')}</h3>
            <p className="mt-2">{t('details.specialties.body')}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {relatedSpecialties.map((specialty) => (
                <li key={specialty} className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-800">
                  {t(`specialties.${specialty}`)}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section id="fees-contact" tone="muted">
        <div className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-bold">{t('contact.title')}</h2>
            <p className="mt-2 text-ink-muted">{t('contact.body')}</p>
            <p className="mt-1 font-medium break-all">{registrationContact.email}</p>
          </div>
          <a href={mailto} className={buttonClasses({variant: 'outline', className: 'shrink-0'})}>
            {t('contact.button')}
          </a>
        </div>
      </Section>

      <Section id="terms" title={t('terms.title')}>
        <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-ink marker:font-semibold">
          <li>{t('terms.chargeback')}</li>
          <li>{t('terms.liability')}</li>
          <li>{t('terms.authorization')}</li>
        </ol>
      </Section>

      <Section tone="brand" id="register-bottom">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold">{t('bottom.title')}</h2>
            <p className="mt-2 text-brand-100">{t('bottom.body')}</p>
          </div>
          {register}
        </div>
      </Section>
    </>
  );
}
