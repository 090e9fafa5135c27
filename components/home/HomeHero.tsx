import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {href} from '@/lib/routes/paths';
import {links} from '@/content/links';
import {congress, panamaTime} from '@/content/congress';
import {feePeriods} from '@/content/fees';
import {congressDates} from '@/lib/congress-format';
import {whenPhase, withoutScript} from '@/lib/phase/phase';
import {ButtonLink} from '@/components/ui/Button';
import {Icon} from '@/components/congress/Icon';
import {pageContainer} from '@/components/ui/container';
import {cn} from '@/components/ui/cn';
import {Ripples} from '@/components/ui/Ripples';

/**
 * The hero's picture: the logo's two rings, set where their ripples start and spread across the
 * band, fading out before the text. Drawn, not photographed; decorative.
 */
function HeroRipples() {
  return (
    <div className="hero-ripples" aria-hidden="true">
      <Ripples className="text-white/[0.14]" />
      <svg viewBox="0 0 600 600" className="absolute inset-0 hidden h-full w-full lg:block" preserveAspectRatio="xMidYMid slice">
        <circle cx="276" cy="300" r="52" fill="none" stroke="currentColor" strokeWidth="13" className="text-white/85" />
        <circle cx="324" cy="300" r="52" fill="none" stroke="currentColor" strokeWidth="13" className="text-accent-500" />
      </svg>
    </div>
  );
}

/** Where the congress stands today (the calendar's phase), in one sentence; none while registration is online. */
async function HeroStatus({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home.hero'});
  const dates = congressDates(locale);
  const opens = panamaTime(congress.registrationOpens).toJSDate();
  const lastOnlineDay = panamaTime(feePeriods[feePeriods.length - 1].lastDay).toJSDate();
  return (
    <p className="mt-6 max-w-3xl text-lg font-semibold text-white">
      <span {...whenPhase('beforeRegistration')}>{t('opensOn', {date: opens})}</span>
      <span {...whenPhase('onsiteOnly')}>{t('onsiteNote', {date: lastOnlineDay})}</span>
      <span {...whenPhase('during')}>{t('now', {dates: dates.range})}</span>
      <span {...whenPhase('after')}>{t('tookPlace', {from: dates.from, to: dates.to})}</span>
      <span {...withoutScript}>{t('registrationDates', {opens, closes: lastOnlineDay})}</span>
    </p>
  );
}

/**
 * The hero's buttons follow the calendar: the fees before registration opens, "Register now"
 * while it is online, onsite registration once it has closed online (until the congress ends), the certificates and the
 * league's site after the congress; the program all along.
 */
async function HeroActions({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const onDark = 'border-white';
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <ButtonLink href={links.registration} external variant="secondary" size="lg" {...whenPhase('early', 'regular', 'late')}>
        {t('hero.register')}
        <span className="sr-only"> {shell('newTab')}</span>
      </ButtonLink>
      <ButtonLink href={href('fees', locale)} variant="secondary" size="lg" {...whenPhase('onsiteOnly', 'during')}>
        {t('hero.registerOnsite')}
      </ButtonLink>
      <ButtonLink href={href('fees', locale)} variant="outline" size="lg" className={onDark} {...whenPhase('beforeRegistration')}>
        {t('reserve.fees')}
      </ButtonLink>
      <ButtonLink href={href('fees', locale)} variant="outline" size="lg" className={onDark} {...withoutScript}>
        {t('reserve.fees')}
      </ButtonLink>
      <ButtonLink href={href('certificates', locale)} size="lg" {...whenPhase('after')}>
        {shell('pages.certificates')}
      </ButtonLink>
      <ButtonLink href={href('program', locale)} variant="outline" size="lg" className={onDark}>
        {t('hero.program')}
      </ButtonLink>
      <ButtonLink href={links.panlarWebsite} external variant="outline" size="lg" className={onDark} {...whenPhase('after')}>
        {t('hero.league')}
        <span className="sr-only"> {shell('newTab')}</span>
      </ButtonLink>
    </div>
  );
}

/** The home page's h1: the congress, its dates, where it stands today and what to do next. */
export async function HomeHero({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home'});
  return (
    <header className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-teal-700 text-white">
      <HeroRipples />
      <div className={cn(pageContainer, 'relative py-16 sm:py-24')}>
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">{t('title')}</h1>
        <p className="mt-5 flex items-start gap-2 text-lg font-semibold text-white sm:items-center sm:text-2xl">
          <Icon name="calendar" className="mt-0.5 h-6 w-6 shrink-0 text-accent-100 sm:mt-0" />
          <span>{t('hero.when', {dates: congressDates(locale).range})}</span>
        </p>
        <p className="mt-4 max-w-3xl text-lg text-brand-50 sm:text-xl">{t('intro')}</p>
        <HeroStatus locale={locale} />
        <HeroActions locale={locale} />
      </div>
    </header>
  );
}
