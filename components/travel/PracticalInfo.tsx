import {getTranslations} from 'next-intl/server';
import {htmlLang, type Locale} from '@/i18n/locales';
import {hostCity} from '@/content/hostCity';
import {Section} from '@/components/ui/Section';
import {InfoCard} from './InfoCard';
import {Icon} from './icons';

/** Practical facts about Panama: currency, climate, transport, electricity, taxes and tips. */
export async function PracticalInfo({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'HostCity.info'});
  const {currency, electricity, taxes} = hostCity;
  return (
    <Section id="info" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <InfoCard title={t('currency.title')} icon={<Icon name="currency" />}>
            <p>{t('currency.body', {local: currency.codes[1], usd: currency.codes[0]})}</p>
          </InfoCard>
        </li>
        <li>
          <InfoCard title={t('climate.title')} icon={<Icon name="climate" />}>
            <p>{t('climate.body')}</p>
          </InfoCard>
        </li>
        <li>
          <InfoCard title={t('transport.title')} icon={<Icon name="transport" />}>
            <p>{t('transport.body')}</p>
          </InfoCard>
        </li>
        <li>
          <InfoCard title={t('electricity.title')} icon={<Icon name="electricity" />}>
            <p>
              {t('electricity.body', {
                voltage: electricity.voltage,
                frequency: electricity.frequency,
                plugs: new Intl.ListFormat(htmlLang[locale], {type: 'conjunction'}).format(electricity.plugTypes),
              })}
            </p>
          </InfoCard>
        </li>
        <li>
          <InfoCard title={t('taxes.title')} icon={<Icon name="taxes" />}>
            <p>{t('taxes.hotel', {percent: taxes.hotelServicePercent})}</p>
            <p>{t('taxes.restaurants', {tax: taxes.restaurantTaxPercent, tip: taxes.suggestedTipPercent})}</p>
          </InfoCard>
        </li>
      </ul>
    </Section>
  );
}
