import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {faqKeys, faqAbstractDeadline} from '@/content/faq';
import {links} from '@/content/links';
import {site} from '@/content/site';
import {congressDates} from '@/lib/congress-format';
import {whenPast} from '@/lib/phase/phase';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ExternalLink} from '@/components/ui/ExternalLink';
import {inlineLinkClass as linkClass, pageLink} from '@/components/ui/rich-tags';
import {Icon} from '@/components/congress/Icon';
import FaqAccordion from '@/components/congress/FaqAccordion';

export default async function FaqPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Faq'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const dates = congressDates(locale);
  const tags = {
    fees: pageLink('fees', locale),
    abstracts: pageLink('abstracts', locale),
    portal: (chunks: ReactNode) => (
      <ExternalLink className={linkClass} href={links.registration}>
        {chunks}
        <span className="sr-only"> {shell('newTab')}</span>
      </ExternalLink>
    ),
  };
  const items = faqKeys.map((key) => ({
    id: key,
    question: t(`${key}.question`),
    answer: (
      <p>
        {t.rich(`${key}.answer`, {...tags, from: dates.from, to: dates.to, deadline: faqAbstractDeadline()})}
        {/* The same answer as the abstracts page once the deadline has passed. */}
        {key === 'abstractDeadline' ? <span {...whenPast('abstractsClose')}> {t('closedNote')}</span> : null}
      </p>
    ),
  }));

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Section>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={items} />
          <p className="mt-8 flex items-center gap-3 rounded-card bg-brand-50 p-5 text-ink">
            <Icon name="mail" className="h-6 w-6 shrink-0 text-brand-700" />
            <span>
              {t.rich('contact', {
                address: site.contactEmail,
                email: (chunks) => (
                  <a className={linkClass} href={`mailto:${site.contactEmail}`}>
                    {chunks}
                  </a>
                ),
              })}
            </span>
          </p>
        </div>
      </Section>
    </>
  );
}
