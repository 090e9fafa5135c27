import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {feeCategories, feePeriods, feeTable, registrationOpensOn} from '@/content/fees';
import {congressDates} from '@/lib/congress-format';
import {Section} from '@/components/ui/Section';
import {bold} from '@/components/ui/rich-tags';
import {FeeTable} from './FeeTable';
import {FeeStatusNote} from './FeeStatusNote';
import {feeDay as day} from './fee-day';

/** The fee table by category and period, with the note on where registration stands today. */
export async function FeeTableSection({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Fees'});
  const dates = congressDates(locale);

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
    closed: t.rich('status.closed', {b: bold, from: dates.from, to: dates.to}),
  };

  return (
    <Section id="fee-table" title={t('table.title')}>
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
    </Section>
  );
}
