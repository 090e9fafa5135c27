import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {allRoutes, pageEntry} from '@/lib/routes/paths';
import {site} from '@/content/site';
import {categoryChips, quickTopics} from '@/lib/rhia/chips';
import {defaultChatPath} from '@/lib/rhia/protocol';
import RhiaWidget from '@/components/rhia/RhiaWidget';
import type {RhiaConfig, RhiaStrings} from '@/components/rhia/strings';

/**
 * RHIA, the virtual assistant, on every page: the server translates every word and hands the
 * widget plain strings. `NEXT_PUBLIC_RHIA_CHAT_URL` points it at a hosted function (with
 * `NEXT_PUBLIC_RHIA_CHAT_TOKEN`, the function's public anonymous token); by default it asks this
 * site's own endpoint.
 */
export default async function AssistantMount({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Rhia'});
  // A page's h1, as the assistant's "More in {title}" line names it (lib/rhia/knowledge.ts); the key is built from the manifest.
  const pages = (await getTranslations({locale})) as unknown as (key: string) => string;
  const strings: RhiaStrings = {
    launcher: t('launcher.label'),
    bubble: t('launcher.bubble'),
    title: t('panel.title'),
    subtitle: t('panel.subtitle'),
    close: t('panel.close'),
    log: t('panel.log'),
    you: t('panel.you'),
    assistant: t('panel.assistant'),
    typing: t('panel.typing'),
    inputLabel: t('panel.inputLabel'),
    placeholder: t('panel.placeholder'),
    send: t('panel.send'),
    quickTopicsLabel: t('panel.quickTopics'),
    categoriesLabel: t('panel.categories'),
    greeting: t('greeting'),
    topics: Object.fromEntries(quickTopics.map((topic) => [topic, t(`topics.${topic}`)])) as RhiaStrings['topics'],
    categories: Object.fromEntries(categoryChips.map((category) => [category, t(`categories.${category}`)])) as RhiaStrings['categories'],
    errorTitle: t('error.title'),
    errorText: t('error.text'),
  };
  const config: RhiaConfig = {
    locale,
    chatUrl: process.env.NEXT_PUBLIC_RHIA_CHAT_URL || defaultChatPath,
    token: process.env.NEXT_PUBLIC_RHIA_CHAT_TOKEN || undefined,
    pages: Object.fromEntries(
      allRoutes()
        .filter((route) => route.locale === locale && !route.isAlias)
        .map((route) => [route.path, route.page === 'home' ? site.name : pages(`${pageEntry(route.page).namespace}.title`)]),
    ),
  };
  return <RhiaWidget strings={strings} config={config} />;
}
