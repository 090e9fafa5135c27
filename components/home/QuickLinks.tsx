import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import type {PageKey} from '@/lib/routes/manifest';
import type {ItemKey, Messages} from '@/i18n/messages';
import {href} from '@/lib/routes/paths';
import {Section} from '@/components/ui/Section';
import {cn} from '@/components/ui/cn';
import {Icon, type IconName} from '@/components/congress/Icon';

type Tone = 'brand' | 'teal' | 'accent' | 'gold';

const quickLinks: Array<{key: ItemKey<Messages['Home']['quickLinks']>; page: PageKey; icon: IconName; tone: Tone}> = [
  {key: 'fees', page: 'fees', icon: 'ticket', tone: 'brand'},
  {key: 'program', page: 'program', icon: 'calendar', tone: 'teal'},
  {key: 'abstracts', page: 'abstracts', icon: 'document', tone: 'accent'},
  {key: 'sponsorship', page: 'sponsorship', icon: 'star', tone: 'gold'},
];

const toneClasses: Record<Tone, {bar: string; icon: string}> = {
  brand: {bar: 'bg-brand-700', icon: 'bg-brand-100 text-brand-800'},
  teal: {bar: 'bg-teal-600', icon: 'bg-teal-100 text-teal-800'},
  accent: {bar: 'bg-accent-500', icon: 'bg-accent-100 text-accent-700'},
  gold: {bar: 'bg-gold-500', icon: 'bg-gold-100 text-gold-700'},
};

/** Four cards to the pages most visitors come for. */
export async function QuickLinks({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home.quickLinks'});
  return (
    <Section id="quick-links" title={t('title')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {quickLinks.map(({key, page, icon, tone}) => (
          <li key={key}>
            <Link
              href={href(page, locale)}
              className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white p-6 pt-7 shadow-card transition-shadow hover:shadow-raised"
            >
              <span className={cn('absolute inset-x-0 top-0 h-1.5', toneClasses[tone].bar)} aria-hidden="true" />
              <span className={cn('flex h-12 w-12 items-center justify-center rounded-xl', toneClasses[tone].icon)}>
                <Icon name={icon} />
              </span>
              <span className="mt-4 text-lg font-bold text-ink group-hover:text-brand-700">{t(`${key}.title`)}</span>
              <span className="mt-2 text-sm leading-relaxed text-ink-muted">{t(`${key}.description`)}</span>
              <Icon
                name="arrowRight"
                className="mt-4 h-5 w-5 text-brand-700 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
