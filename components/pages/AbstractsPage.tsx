import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {CtaBand} from '@/components/ui/CtaBand';
import {whenAhead} from '@/lib/phase/phase';
import {mailLink} from '@/components/ui/rich-tags';
import {KeyDates} from '@/components/abstracts/KeyDates';
import {Regulations} from '@/components/abstracts/Regulations';
import {SubmitButton} from '@/components/abstracts/SubmitButton';
import {abstractKeyDates, abstractRecommendations, abstractsContactEmail, keyDateInstant} from '@/content/abstracts';

const bold = (chunks: ReactNode) => <strong className="font-semibold text-ink">{chunks}</strong>;

export default async function AbstractsPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Abstracts'});
  const discount = abstractKeyDates.find((date) => date.key === 'presentingAuthorDiscount')!;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <SubmitButton locale={locale} closedNote />
      </PageHeader>

      <KeyDates locale={locale} />
      <Regulations locale={locale} />

      <Section id="recommendations" title={t('recommendations.title')}>
        <ul className="max-w-3xl list-disc space-y-3 pl-6 text-ink-muted marker:text-teal-600">
          {abstractRecommendations.map((key) => (
            <li key={key}>{t.rich(`recommendations.${key}`, {b: bold, date: keyDateInstant(discount).toJSDate()})}</li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="abstracts-contact"
        title={t('contact.title')}
        lines={[
          t.rich('contact.body', {
            email: abstractsContactEmail,
            mail: mailLink(abstractsContactEmail, 'break-all text-white hover:text-white'),
          }),
          // Only while submission is open.
          <span key="cta" {...whenAhead('abstractsClose')}>
            {t('contact.cta')}
          </span>,
        ]}
        action={<SubmitButton locale={locale} />}
      />
    </>
  );
}
