import {getLocale} from 'next-intl/server';
import NotFoundView from '@/components/shell/NotFoundView';
import {isLocale, defaultLocale} from '@/i18n/locales';

// Rendered inside the catch-all's layout, which has already set the URL's language for this request.
export default async function NotFound() {
  const requested = await getLocale();
  return <NotFoundView locale={isLocale(requested) ? requested : defaultLocale} />;
}
