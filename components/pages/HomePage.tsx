import type {PageProps} from './registry';
import CountdownBanner from '@/components/congress/CountdownBanner';
import AddToCalendar from '@/components/calendar/AddToCalendar';
import {HomeHero} from '@/components/home/HomeHero';
import {QuickLinks} from '@/components/home/QuickLinks';
import {HeadlineFigures} from '@/components/home/HeadlineFigures';
import {Reasons} from '@/components/home/Reasons';
import {ReserveBand} from '@/components/home/ReserveBand';
import {WelcomeSection} from '@/components/home/WelcomeSection';
import {pageContainer} from '@/components/ui/container';
import {cn} from '@/components/ui/cn';

export default function HomePage({locale}: PageProps) {
  return (
    <>
      <HomeHero locale={locale} />
      <QuickLinks locale={locale} />
      <CountdownBanner locale={locale} />
      <AddToCalendar locale={locale} className={cn(pageContainer, 'py-10')} />
      <HeadlineFigures locale={locale} />
      <Reasons locale={locale} />
      <ReserveBand locale={locale} />
      <WelcomeSection locale={locale} />
    </>
  );
}
