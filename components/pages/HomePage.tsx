import type {PageProps} from './registry';
import CountdownBanner from '@/components/congress/CountdownBanner';
import AddToCalendar from '@/components/calendar/AddToCalendar';
import {HomeHero} from '@/components/home/HomeHero';
import {QuickLinks} from '@/components/home/QuickLinks';
import {HeadlineFigures} from '@/components/home/HeadlineFigures';
import {Reasons} from '@/components/home/Reasons';
import {ReserveBand} from '@/components/home/ReserveBand';
import {WelcomeSection} from '@/components/home/WelcomeSection';

export default function HomePage({locale}: PageProps) {
  return (
    <>
      <HomeHero locale={locale} />
      <QuickLinks locale={locale} />
      <CountdownBanner locale={locale} />
      <AddToCalendar locale={locale} className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" />
      <HeadlineFigures locale={locale} />
      <Reasons locale={locale} />
      <ReserveBand locale={locale} />
      <WelcomeSection locale={locale} />
    </>
  );
}
