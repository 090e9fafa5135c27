import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {footerHref, footerPages} from '@/lib/navigation';
import {links, type SocialNetwork} from '@/content/links';
import {site} from '@/content/site';
import {ExternalLink} from '@/components/ui/ExternalLink';
import {SocialIcon} from './SocialIcon';
import AddToCalendar from '@/components/calendar/AddToCalendar';
import {pageContainer} from '@/components/ui/container';
import {cn} from '@/components/ui/cn';
import {congress} from '@/content/congress';
import {congressDates} from '@/lib/congress-format';

const networks: SocialNetwork[] = ['facebook', 'linkedin', 'x', 'instagram', 'youtube'];

export default async function Footer({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Shell'});
  const year = Number(congress.startDate.slice(0, 4));
  return (
    <footer id="site-footer" className="surface-dark bg-brand-900 text-brand-100">
      <div className={cn(pageContainer, 'grid gap-10 py-14 md:grid-cols-3')}>
        <div>
          <p className="text-lg font-bold text-white">{t('footer.congress')}</p>
          <p className="mt-2 text-sm">{t('footer.dates', {dates: congressDates(locale).range})}</p>
          <h2 className="footer-heading mt-6">{t('footer.contact')}</h2>
          <ul className="footer-contact mt-3 text-sm">
            <li>
              <a className="underline hover:text-white" href={`mailto:${site.contactEmail}`}>
                {site.contactEmail}
              </a>
            </li>
            <li>
              <ExternalLink className="underline hover:text-white" href={site.website}>
                {site.website.replace(/^https?:\/\//, '')}
                <span className="sr-only"> {t('newTab')}</span>
              </ExternalLink>
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer-heading">
            {t('footer.information')}
          </h2>
          <ul className="footer-pages mt-3 grid text-sm">
            {footerPages.map((page) => (
              <li key={page}>
                <Link href={footerHref(page, locale)}>{t(`pages.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{t('footer.follow')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {networks.map((network) => (
              <li key={network}>
                <ExternalLink href={links.social[network]} className="social-link">
                  <SocialIcon network={network} />
                  <span className="sr-only">
                    {t(`footer.social.${network}`)} {t('newTab')}
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <AddToCalendar locale={locale} tone="dark" className="mt-8" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className={cn(pageContainer, 'flex flex-col gap-2 py-6 text-xs sm:flex-row sm:justify-between')}>
          <p>{t('footer.copyright', {year})}</p>
          <p>
            {t.rich('footer.credit', {
              link: (chunks) => (
                <ExternalLink className="underline hover:text-white" href={site.agencyUrl}>
                  {chunks}
                </ExternalLink>
              ),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
