import type {ComponentType} from 'react';
import type {Locale} from '@/i18n/locales';
import type {PageKey} from '@/lib/routes/manifest';
import type {RouteMatch} from '@/lib/routes/paths';
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
import ContentPage, {type ContentKey} from './ContentPage';

export type PageProps = {locale: Locale};

/** A generic content page: its title and text are `Content.<key>` in the catalogs. */
function contentPage(contentKey: ContentKey): ComponentType<PageProps> {
  return function GenericContentPage({locale}) {
    return <ContentPage locale={locale} contentKey={contentKey} />;
  };
}

/** One component per page of the manifest; generic content pages share ContentPage. */
const components: Record<PageKey, ComponentType<PageProps>> = {
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
  scientificWork: contentPage('scientificWork'),
};

export function renderPage(match: RouteMatch) {
  const Component = components[match.page];
  return <Component locale={match.locale} />;
}
