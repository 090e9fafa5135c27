import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {availableHotels, comingSoonHotels, hotelBooking, type Hotel} from '@/content/hotels';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {InfoCard} from '@/components/travel/InfoCard';
import {Icon} from '@/components/travel/icons';
import HotelCard from '@/components/travel/HotelCard';
import type {Locale} from '@/i18n/locales';
import {whenAhead, whenPast} from '@/lib/phase/phase';

function HotelGrid({hotels, locale}: {hotels: Hotel[]; locale: Locale}) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {hotels.map((hotel, index) => (
        <li key={hotel.id}>
          <HotelCard hotel={hotel} locale={locale} index={index} />
        </li>
      ))}
    </ul>
  );
}

export default async function HotelsPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Hotels'});
  const available = availableHotels();
  const comingSoon = comingSoonHotels();
  const email = hotelBooking.groupEmail;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />

      <Section>
        <p className="max-w-3xl text-lg leading-relaxed text-ink">{t('description')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {hotelBooking.breakfastIncluded ? (
            <li>
              <InfoCard level={2} title={t('highlights.breakfastTitle')} icon={<Icon name="breakfast" />}>
                <p>{t('highlights.breakfast')}</p>
              </InfoCard>
            </li>
          ) : null}
          <li>
            <InfoCard level={2} title={t('highlights.taxTitle')} icon={<Icon name="taxes" />}>
              <p>{t('highlights.tax', {percent: hotelBooking.taxPercent})}</p>
            </InfoCard>
          </li>
          <li>
            <InfoCard level={2} title={t('highlights.groupTitle')} icon={<Icon name="mail" />}>
              <p>
                {t.rich('highlights.group', {
                  email: (chunks) => (
                    <a className="font-semibold break-words text-brand-700 underline hover:text-brand-800" href={`mailto:${email}`}>
                      {chunks}
                    </a>
                  ),
                  address: email,
                })}
              </p>
            </InfoCard>
          </li>
        </ul>
      </Section>

      {available.length > 0 ? (
        <Section
          id="available"
          // While the congress is ahead the hotels are "available now"; after it, the rates stay as a record.
          title={
            <>
              <span {...whenAhead('congressEnds')}>{t('available.title')}</span>
              <span {...whenPast('congressEnds')}>{t('title')}</span>
            </>
          }
          intro={
            <>
              <span {...whenAhead('congressEnds')}>{t('available.intro')}</span>
              <span {...whenPast('congressEnds')}>{t('afterNote')}</span>
            </>
          }
          tone="muted"
        >
          <HotelGrid hotels={available} locale={locale} />
        </Section>
      ) : null}

      {comingSoon.length > 0 ? (
        <Section id="coming-soon" title={t('comingSoon.title')} intro={t('comingSoon.intro')}>
          <HotelGrid hotels={comingSoon} locale={locale} />
        </Section>
      ) : null}
    </>
  );
}
