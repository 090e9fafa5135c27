import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {certificatePortals, courseCertificate, type CertificatePortal} from '@/content/certificates';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ButtonLink} from '@/components/ui/Button';
import {cn} from '@/components/ui/cn';
import {Icon, type IconName} from '@/components/congress/Icon';

const icons: Record<CertificatePortal['key'], IconName> = {
  attendance: 'users',
  speakers: 'presentation',
  abstracts: 'document',
  course: 'book',
};

export default async function CertificatesPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Certificates'});
  const shell = await getTranslations({locale, namespace: 'Shell'});

  const card = (portal: CertificatePortal, wide = false) => (
    <article
      className={cn(
        'flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card',
        wide && 'sm:flex-row sm:items-center sm:gap-6',
      )}
      data-certificate={portal.key}
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
        <Icon name={icons[portal.key]} />
      </span>
      <div className={cn('mt-4 flex-1', wide && 'sm:mt-0')}>
        <h2 className="text-lg font-bold text-ink">{t(`${portal.key}.title`)}</h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`${portal.key}.text`)}</p>
      </div>
      <ButtonLink href={portal.url} external className={cn('mt-5 self-start', wide && 'sm:mt-0 sm:self-center')}>
        {t('cta')}
        <Icon name="external" className="h-4 w-4" />
        <span className="sr-only">
          {' '}
          {t(`${portal.key}.title`)} {shell('newTab')}
        </span>
      </ButtonLink>
    </article>
  );

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Section>
        <div className="mb-8 flex flex-col gap-2 rounded-card bg-brand-50 p-5 text-ink sm:flex-row sm:items-center sm:gap-4">
          <Icon name="check" className="h-6 w-6 shrink-0 text-brand-700" />
          <p>
            <strong className="block font-semibold">{t('event', {city: t('city')})}</strong>
            {t('howTo')}
          </p>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {certificatePortals.map((portal) => (
            <li key={portal.key}>{card(portal)}</li>
          ))}
        </ul>
        <div className="mt-5">{card(courseCertificate, true)}</div>
      </Section>
    </>
  );
}
