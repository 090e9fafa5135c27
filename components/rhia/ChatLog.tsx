import {useEffect, useMemo, useRef} from 'react';
import {categoryChips, quickTopics, showCategoryChips, showQuickTopics} from '@/lib/rhia/chips';
import type {WidgetMessage} from '@/lib/rhia/history';
import {ChatMessage} from './ChatMessage';
import {ChipGroup} from './ChipGroup';
import type {RhiaStrings} from './strings';
import {TypingIndicator} from './TypingIndicator';

type Props = {
  strings: RhiaStrings;
  /** The site's own pages, path → title: only these become links in replies. */
  pages: Record<string, string>;
  messages: WidgetMessage[];
  pending: boolean;
  send: (text: string) => void;
};

/** The conversation, scrolled to its end as it grows, with the suggestions that fit the moment. */
export function ChatLog({strings, pages, messages, pending, send}: Props) {
  const log = useRef<HTMLDivElement>(null);
  const titles = useMemo(() => new Map(Object.entries(pages)), [pages]);
  const paths = useMemo(() => new Set(Object.keys(pages)), [pages]);

  useEffect(() => {
    log.current?.scrollTo({top: log.current.scrollHeight});
  }, [messages, pending]);

  const last = messages[messages.length - 1];
  const waiting = pending && last?.role === 'assistant' && last.content === '';

  return (
    <div
      ref={log}
      aria-label={strings.log}
      role="region"
      tabIndex={0}
      className="flex-1 space-y-3 overflow-y-auto px-4 py-4 focus-visible:outline-offset-[-2px]"
    >
      {messages.map((message) =>
        message.role === 'assistant' && message.content === '' ? null : (
          <ChatMessage key={message.id} message={message} paths={paths} titles={titles} you={strings.you} assistant={strings.assistant} />
        ),
      )}
      {waiting ? <TypingIndicator label={strings.typing} /> : null}
      {showQuickTopics(messages) && !pending ? (
        <ChipGroup label={strings.quickTopicsLabel} keys={quickTopics} texts={strings.topics} tone="teal" onPick={send} />
      ) : null}
      {!pending && showCategoryChips(messages) ? (
        <ChipGroup label={strings.categoriesLabel} keys={categoryChips} texts={strings.categories} tone="brand" onPick={send} />
      ) : null}
    </div>
  );
}
