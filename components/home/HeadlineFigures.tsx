import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import type {ItemKey, Messages} from '@/i18n/messages';
import {headlineFigures} from '@/content/congress';
import {Section} from '@/components/ui/Section';
import {Icon, type IconName} from '@/components/congress/Icon';

const figures: Array<{key: ItemKey<Messages['Home']['figures']>; icon: IconName; count?: number}> = [
  {key: 'participants', icon: 'users', count: headlineFigures.participants},
  {key: 'sessions', icon: 'presentation', count: headlineFigures.sessions},
  {key: 'works', icon: 'document', count: headlineFigures.works},
  {key: 'networking', icon: 'globe'},
];

/** The congress in four figures. */
export async function HeadlineFigures({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home.figures'});
  return (
    <Section id="figures" title={t('title')} tone="muted">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map(({key, icon, count}) => (
          <li key={key} className="flex flex-col items-center rounded-card bg-white p-6 text-center shadow-card" data-figure={key}>
            <Icon name={icon} className="h-8 w-8 text-teal-600" />
            <span className="mt-3 text-3xl font-extrabold text-brand-700 sm:text-4xl">{t(`${key}.value`, {count: count ?? 0})}</span>
            <span className="mt-1 text-sm font-medium text-ink-muted">{t(`${key}.label`)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
