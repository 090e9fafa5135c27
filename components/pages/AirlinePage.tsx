import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {PageHeader} from '@/components/ui/PageHeader';

export default async function AirlinePage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Airline'});
  return <PageHeader title={t('title')} intro={t('intro')} />;
}
