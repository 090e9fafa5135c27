import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {abstractSubmissionUrl, submissionDeadline} from '@/content/abstracts';
import {whenAhead, whenPast} from '@/lib/phase/phase';
import {ButtonLink} from '@/components/ui/Button';

/**
 * The link to the abstract submission site, in a new tab (red on blue bands, blue on white), while
 * submission is open; once the deadline has passed, the date it closed instead (the calendar's
 * phase on <html>).
 */
export async function SubmitButton({locale, variant = 'default'}: {locale: Locale; variant?: 'secondary' | 'default'}) {
  const t = await getTranslations({locale, namespace: 'Abstracts'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const closedTone = variant === 'secondary' ? 'text-white' : 'text-ink';
  return (
    <>
      <ButtonLink href={abstractSubmissionUrl} external size="lg" variant={variant} {...whenAhead('abstractsClose')}>
        {t('submit')}
        <span className="sr-only"> {shell('newTab')}</span>
      </ButtonLink>
      <p className={`max-w-xl text-lg font-semibold ${closedTone}`} data-abstracts-closed {...whenPast('abstractsClose')}>
        {t('closed', {deadline: submissionDeadline.toJSDate()})}
      </p>
    </>
  );
}
