import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import type {ItemKey, Messages} from '@/i18n/messages';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {pageLink} from '@/components/ui/rich-tags';

/**
 * A generic content page: title and text per language from `Content.<key>` in the catalogs.
 * Rich text may link a page of the manifest with a tag named after its key (`<abstracts>…</abstracts>`).
 * An empty text shows the localized "Content coming soon.".
 */
export type ContentKey = Exclude<ItemKey<Messages['Content']>, 'comingSoon'>;

export default async function ContentPage({locale, contentKey}: {locale: Locale; contentKey: ContentKey}) {
  const t = await getTranslations({locale, namespace: 'Content'});
  const raw = t.raw(`${contentKey}.body`) as string;
  return (
    <>
      <PageHeader title={t(`${contentKey}.title`)} />
      <Section>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-ink">
          {raw.trim() === '' ? (
            <p className="text-ink-muted">{t('comingSoon')}</p>
          ) : (
            <p>
              {t.rich(`${contentKey}.body`, {
                abstracts: pageLink('abstracts', locale),
                fees: pageLink('fees', locale),
                program: pageLink('program', locale),
              })}
            </p>
          )}
        </div>
      </Section>
    </>
  );
}
