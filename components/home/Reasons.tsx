import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import type {ItemKey, Messages} from '@/i18n/messages';
import {Section} from '@/components/ui/Section';
import {Icon, type IconName} from '@/components/congress/Icon';

const reasons: Array<{key: ItemKey<Messages['Home']['reasons']>; icon: IconName}> = [
  {key: 'science', icon: 'flask'},
  {key: 'network', icon: 'users'},
  {key: 'research', icon: 'lightbulb'},
  {key: 'panama', icon: 'pin'},
];

/** Why come: four reasons with an icon each. */
export async function Reasons({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home.reasons'});
  return (
    <Section id="reasons" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {reasons.map(({key, icon}) => (
          <li key={key} className="flex gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={icon} />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{t(`${key}.title`)}</h3>
              <p className="mt-1 leading-relaxed text-ink-muted">{t(`${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
