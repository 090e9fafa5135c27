import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {PageHeader} from '@/components/ui/PageHeader';

export default async function AboutPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'About'});
  return <PageHeader title={t('title')} intro={t('intro')} />;
}
