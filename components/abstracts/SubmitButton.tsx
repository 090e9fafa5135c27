import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {abstractSubmissionUrl, submissionDeadline} from '@/content/abstracts';
import {whenAhead, whenPast} from '@/lib/phase/phase';
import {ButtonLink} from '@/components/ui/Button';

/**
 * The link to the abstract submission site, in a new tab, in the congress red wherever it appears
 * (a call to take part: components/ui/button-variants.ts), while submission is open; once the
 * deadline has passed, the date it closed instead (the calendar's phase on <html>), in the colour
 * of the text around it, where `closedNote` (the page's top band: said once, not under every button).
 */
export async function SubmitButton({locale, closedNote = false}: {locale: Locale; closedNote?: boolean}) {
  const t = await getTranslations({locale, namespace: 'Abstracts'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  return (
    <>
      <ButtonLink href={abstractSubmissionUrl} external size="lg" variant="secondary" {...whenAhead('abstractsClose')}>
        {t('submit')}
        <span className="sr-only"> {shell('newTab')}</span>
      </ButtonLink>
      {closedNote ? (
        <p className="max-w-xl text-lg font-semibold" data-abstracts-closed {...whenPast('abstractsClose')}>
          {t('closed', {deadline: submissionDeadline.toJSDate()})}
        </p>
      ) : null}
    </>
  );
}
