import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {cancellationPolicy, groupRegistration, registrationOpensOn, relatedSpecialties} from '@/content/fees';
import {Section} from '@/components/ui/Section';
import {Card} from '@/components/ui/Card';
import {feeDay as day} from './fee-day';

/** How to register: opening, payment, groups, cancellation and the related specialties. */
export async function RegistrationDetails({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Fees'});
  return (
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
  );
}
