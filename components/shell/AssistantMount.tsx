import type {Locale} from '@/i18n/locales';

/** Where the virtual assistant (RHIA) lives on every page; its widget is built in its own module. */
export default function AssistantMount({locale}: {locale: Locale}) {
  return <div id="rhia-root" data-locale={locale} />;
}
