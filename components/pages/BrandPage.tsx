import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {PageHeader} from '@/components/ui/PageHeader';
import {LogoFiles} from '@/components/brand/LogoFiles';
import {TemplateSection} from '@/components/brand/TemplateSection';
import {ManualAndSocial} from '@/components/brand/ManualAndSocial';
import {UsageRules} from '@/components/brand/UsageRules';

export default async function BrandPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Brand'});
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <LogoFiles locale={locale} />
      <TemplateSection locale={locale} />
      <ManualAndSocial locale={locale} />
      <UsageRules locale={locale} />
    </>
  );
}
