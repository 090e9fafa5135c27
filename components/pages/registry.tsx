import type {ComponentType} from 'react';
import type {Locale} from '@/i18n/locales';
import type {PageKey} from '@/lib/routes/manifest';
import {pageEntry, type RouteMatch} from '@/lib/routes/paths';
import HomePage from './HomePage';
import WelcomePage from './WelcomePage';
import CommitteesPage from './CommitteesPage';
import AboutPage from './AboutPage';
import BrandPage from './BrandPage';
import CertificatesPage from './CertificatesPage';
import FaqPage from './FaqPage';
import FeesPage from './FeesPage';
import ProgramPage from './ProgramPage';
import AbstractsPage from './AbstractsPage';
import SponsorshipPage from './SponsorshipPage';
import HostCityPage from './HostCityPage';
import VenuePage from './VenuePage';
import HotelsPage from './HotelsPage';
import AirlinePage from './AirlinePage';
import ContentPage from './ContentPage';

export type PageProps = {locale: Locale};

/** One component per page of the manifest; generic content pages share ContentPage. */
const components: Record<Exclude<PageKey, 'scientificWork'>, ComponentType<PageProps>> = {
  home: HomePage,
  welcome: WelcomePage,
  committees: CommitteesPage,
  about: AboutPage,
  brand: BrandPage,
  certificates: CertificatesPage,
  faq: FaqPage,
  fees: FeesPage,
  program: ProgramPage,
  abstracts: AbstractsPage,
  sponsorship: SponsorshipPage,
  hostCity: HostCityPage,
  venue: VenuePage,
  hotels: HotelsPage,
  airline: AirlinePage,
};

export function renderPage(match: RouteMatch) {
  const entry = pageEntry(match.page);
  if (entry.kind === 'content') return <ContentPage locale={match.locale} contentKey={entry.key} />;
  const Component = components[match.page as keyof typeof components];
  return <Component locale={match.locale} />;
}
