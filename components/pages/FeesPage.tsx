import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {registrationContact} from '@/content/fees';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ButtonLink} from '@/components/ui/Button';
import {CtaBand} from '@/components/ui/CtaBand';
import {FeesImportant} from '@/components/fees/FeesImportant';
import {FeeTableSection} from '@/components/fees/FeeTableSection';
import {FlatFeesSection} from '@/components/fees/FlatFeesSection';
import {RegistrationDetails} from '@/components/fees/RegistrationDetails';
import {FeesContact} from '@/components/fees/FeesContact';
import {whenPhase} from '@/lib/phase/phase';

/** The registration portal's button and band show while one can register online, and only then. */
const whileOnline = whenPhase('early', 'regular', 'late');

export default async function FeesPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Fees'});
  const shell = await getTranslations({locale, namespace: 'Shell'});

  const register = (
    <ButtonLink href={registrationContact.registrationUrl} external size="lg" variant="secondary">
      {t('register')}
      <span className="sr-only"> {shell('newTab')}</span>
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} actions={whileOnline}>
        {register}
      </PageHeader>
      <FeesImportant locale={locale} />
      <FeeTableSection locale={locale} />
      <FlatFeesSection locale={locale} />
      <RegistrationDetails locale={locale} />
      <FeesContact locale={locale} />
      <Section id="terms" title={t('terms.title')}>
        <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-ink marker:font-semibold">
          <li>{t('terms.chargeback')}</li>
          <li>{t('terms.liability')}</li>
          <li>{t('terms.authorization')}</li>
        </ol>
      </Section>
      <div {...whileOnline}>
        <CtaBand id="register-bottom" title={t('bottom.title')} lines={[t('bottom.body')]} action={register} />
      </div>
    </>
  );
}
