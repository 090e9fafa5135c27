import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {abstractSubmissionUrl} from '@/content/abstracts';
import {ButtonLink} from '@/components/ui/Button';

/** The link to the abstract submission site, in a new tab: red on blue bands, blue on white. */
export async function SubmitButton({locale, variant = 'default'}: {locale: Locale; variant?: 'secondary' | 'default'}) {
  const t = await getTranslations({locale, namespace: 'Abstracts'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  return (
    <ButtonLink href={abstractSubmissionUrl} external size="lg" variant={variant}>
      {t('submit')}
      <span className="sr-only"> {shell('newTab')}</span>
    </ButtonLink>
  );
}
