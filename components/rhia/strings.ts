import type {ChatLanguage} from '@/lib/rhia/protocol';
import type {CategoryChip, QuickTopic} from '@/lib/rhia/chips';

/** The words the widget shows, translated by its server parent and handed over as props. */
export type RhiaStrings = {
  launcher: string;
  bubble: string;
  title: string;
  subtitle: string;
  close: string;
  log: string;
  you: string;
  assistant: string;
  typing: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  quickTopicsLabel: string;
  categoriesLabel: string;
  greeting: string;
  topics: Record<QuickTopic, string>;
  categories: Record<CategoryChip, string>;
  errorTitle: string;
  errorText: string;
};

export type RhiaConfig = {
  locale: ChatLanguage;
  /** Where questions go: same origin by default, or a hosted function. */
  chatUrl: string;
  /** The hosted function's anonymous (public) token, sent as a bearer token when set. */
  token?: string;
  /** The site's own pages in this language, path → title: only these become links in replies, named by the title. */
  pages: Record<string, string>;
};
