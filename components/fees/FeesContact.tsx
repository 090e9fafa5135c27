import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {registrationContact} from '@/content/fees';
import {Section} from '@/components/ui/Section';
import {buttonClasses} from '@/components/ui/Button';

/** The registration desk's address, with a button that opens a message with its subject filled in. */
export async function FeesContact({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Fees.contact'});
  const mailto = `mailto:${registrationContact.email}?subject=${encodeURIComponent(t('subject'))}`;
  return (
    <Section id="fees-contact" tone="muted">
      <div className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-xl font-bold">{t('title')}</h2>
          <p className="mt-2 text-ink-muted">{t('body')}</p>
          <p className="mt-1 font-medium break-all">{registrationContact.email}</p>
        </div>
        <a href={mailto} className={buttonClasses({className: 'shrink-0'})}>
          {t('button')}
        </a>
      </div>
    </Section>
  );
}
