import type {formats} from '@/i18n/formats';
import type {Locale} from '@/i18n/locales';
import type {Messages} from '@/i18n/messages';

// next-intl's typed messages and formats: a missing or misspelt key in t('…') is a type error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
    Formats: typeof formats;
  }
}
