import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import type {PageKey} from '@/lib/routes/manifest';
import type {ItemKey, Messages} from '@/i18n/messages';
import {href} from '@/lib/routes/paths';
import {links} from '@/content/links';
import {headlineFigures} from '@/content/congress';
import {congressDates} from '@/lib/congress-format';
import {ButtonLink} from '@/components/ui/Button';
import {Section} from '@/components/ui/Section';
import {cn} from '@/components/ui/cn';
import {Icon, type IconName} from '@/components/congress/Icon';
import CountdownBanner from '@/components/congress/CountdownBanner';
import PresidentsGrid from '@/components/congress/PresidentsGrid';
import AddToCalendar from '@/components/calendar/AddToCalendar';

type Tone = 'brand' | 'teal' | 'accent' | 'gold';

type Home = Messages['Home'];

const quickLinks: Array<{key: ItemKey<Home['quickLinks']>; page: PageKey; icon: IconName; tone: Tone}> = [
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

const figures: Array<{key: ItemKey<Home['figures']>; icon: IconName; count?: number}> = [
  {key: 'participants', icon: 'users', count: headlineFigures.participants},
  {key: 'sessions', icon: 'presentation', count: headlineFigures.sessions},
  {key: 'works', icon: 'document', count: headlineFigures.works},
  {key: 'networking', icon: 'globe'},
];

const reasons: Array<{key: ItemKey<Home['reasons']>; icon: IconName}> = [
  {key: 'science', icon: 'flask'},
  {key: 'network', icon: 'users'},
  {key: 'research', icon: 'lightbulb'},
  {key: 'panama', icon: 'pin'},
];

export default async function HomePage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Home'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const dates = congressDates(locale);

  return (
    <>
      <header className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-teal-700 text-white">
        <div
          className="pointer-events-none absolute -top-24 -right-24 h-96 w-96 rounded-full border-[48px] border-white/5"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -right-4 -bottom-32 h-80 w-80 rounded-full border-[40px] border-accent-500/15"
          aria-hidden="true"
        />
        {/* The logo's two rings, large, as the hero's emblem on wide screens. */}
        <svg
          viewBox="0 0 48 48"
          className="pointer-events-none absolute top-1/2 right-[8%] hidden h-72 w-72 -translate-y-1/2 xl:block"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="19" cy="24" r="12" fill="none" stroke="currentColor" strokeWidth="3.5" className="text-white/85" />
          <circle cx="30" cy="24" r="12" fill="none" stroke="currentColor" strokeWidth="3.5" className="text-accent-500" />
        </svg>
        <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">{t('title')}</h1>
          <p className="mt-5 flex items-start gap-2 text-lg font-semibold text-white sm:items-center sm:text-2xl">
            <Icon name="calendar" className="mt-0.5 h-6 w-6 shrink-0 text-accent-100 sm:mt-0" />
            <span>{t('hero.when', {dates: dates.range})}</span>
          </p>
          <p className="mt-4 max-w-3xl text-lg text-brand-50 sm:text-xl">{t('intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={links.registration} external variant="secondary" size="lg">
              {t('hero.register')}
              <span className="sr-only"> {shell('newTab')}</span>
            </ButtonLink>
            <ButtonLink href={href('program', locale)} variant="outline" size="lg" className="border-white focus-visible:outline-white">
              {t('hero.program')}
            </ButtonLink>
          </div>
        </div>
      </header>

      <Section id="quick-links" title={t('quickLinks.title')}>
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
                <span className="mt-4 text-lg font-bold text-ink group-hover:text-brand-700">{t(`quickLinks.${key}.title`)}</span>
                <span className="mt-2 text-sm leading-relaxed text-ink-muted">{t(`quickLinks.${key}.description`)}</span>
                <Icon
                  name="arrowRight"
                  className="mt-4 h-5 w-5 text-brand-700 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
                />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CountdownBanner locale={locale} />
      <AddToCalendar locale={locale} className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" />

      <Section id="figures" title={t('figures.title')} tone="muted">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map(({key, icon, count}) => (
            <li key={key} className="flex flex-col items-center rounded-card bg-white p-6 text-center shadow-card" data-figure={key}>
              <Icon name={icon} className="h-8 w-8 text-teal-600" />
              <span className="mt-3 text-3xl font-extrabold text-brand-700 sm:text-4xl">
                {t(`figures.${key}.value`, {count: count ?? 0})}
              </span>
              <span className="mt-1 text-sm font-medium text-ink-muted">{t(`figures.${key}.label`)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reasons" title={t('reasons.title')} intro={t('reasons.intro')}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {reasons.map(({key, icon}) => (
            <li key={key} className="flex gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icon} />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{t(`reasons.${key}.title`)}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{t(`reasons.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="reserve-title" className="bg-white pb-12 sm:pb-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-6 rounded-card bg-gradient-to-r from-accent-600 to-accent-700 p-8 text-white shadow-raised md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="reserve-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t('reserve.title')}
              </h2>
              <p className="mt-2 max-w-2xl text-lg text-white">{t('reserve.text', {from: dates.from, to: dates.to})}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink href={href('hotels', locale)} variant="outline" size="lg" className="border-white focus-visible:outline-white">
                {t('reserve.hotels')}
              </ButtonLink>
              <Link
                href={href('fees', locale)}
                className="inline-flex h-12 items-center rounded-full border border-white px-7 text-base font-semibold whitespace-nowrap text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t('reserve.fees')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <Section id="welcome" title={t('welcome.title')} tone="muted">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-4 text-lg leading-relaxed text-ink lg:col-span-3">
            <p>{t('welcome.p1')}</p>
            <p>{t('welcome.p2')}</p>
            <Link
              href={href('welcome', locale)}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {t('welcome.letter')}
              <Icon name="arrowRight" className="h-5 w-5" />
            </Link>
          </div>
          <div className="lg:col-span-2">
            <h3 className="mb-4 text-sm font-bold tracking-wide text-ink-muted uppercase">{t('welcome.presidents')}</h3>
            <PresidentsGrid locale={locale} headingLevel={4} stacked />
          </div>
        </div>
      </Section>
    </>
  );
}
