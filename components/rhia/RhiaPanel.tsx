'use client';

import Link from 'next/link';
import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent} from 'react';
import toast from 'react-hot-toast';
import {categoryChips, quickTopics, showCategoryChips, showQuickTopics} from '@/lib/rhia/chips';
import {cleanReply} from '@/lib/rhia/clean';
import {chatRequestBody, greetingId, type WidgetMessage} from '@/lib/rhia/history';
import {replySegments} from '@/lib/rhia/reply-links';
import {readChatStream} from '@/lib/rhia/stream-reader';
import RhiaAvatar from './RhiaAvatar';
import type {RhiaConfig, RhiaStrings} from './strings';

const storageKey = (locale: string) => `rhiaConversation:${locale}`;
const maxHeight = 120;
let counter = 0;
const newId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

function restore(locale: string, greeting: WidgetMessage): WidgetMessage[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(locale)) ?? 'null') as WidgetMessage[] | null;
    if (Array.isArray(saved) && saved[0]?.id === greetingId) {
      return [greeting, ...saved.slice(1).filter((message) => message.content.trim() !== '')];
    }
  } catch {
    // Nothing saved, or storage blocked.
  }
  return [greeting];
}

type Props = {strings: RhiaStrings; config: RhiaConfig; open: boolean; onClose: () => void};

/** The chat panel: a dialog with the conversation, chips and the message box. */
export default function RhiaPanel({strings, config, open, onClose}: Props) {
  const greeting = useMemo<WidgetMessage>(() => ({id: greetingId, role: 'assistant', content: strings.greeting}), [strings.greeting]);
  const [messages, setMessages] = useState<WidgetMessage[]>(() => restore(config.locale, greeting));
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // The request of the reply being streamed: it outlives navigations between pages of the
  // language (the panel stays mounted in the root layout) and is aborted only if the panel unmounts.
  const inFlight = useRef<AbortController | null>(null);
  const titleId = useId();

  useEffect(() => () => inFlight.current?.abort(), []);
  const paths = useMemo(() => new Set(config.paths), [config.paths]);

  useEffect(() => {
    if (!open) return;
    textarea.current?.focus();
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, onClose]);

  useEffect(() => {
    if (pending) return;
    try {
      sessionStorage.setItem(storageKey(config.locale), JSON.stringify(messages));
    } catch {
      // Storage full or blocked: the conversation lives until the page changes.
    }
  }, [messages, pending, config.locale]);

  useEffect(() => {
    log.current?.scrollTo({top: log.current.scrollHeight});
  }, [messages, pending]);

  useEffect(() => {
    if (!pending) textarea.current?.focus();
  }, [pending]);

  function grow() {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, maxHeight)}px`;
  }

  async function send(text: string) {
    const content = text.trim();
    if (!content || pending) return;
    // Built before the question joins the conversation; it always fits the endpoint's body cap.
    const body = chatRequestBody(messages, {message: content, language: config.locale});
    const question: WidgetMessage = {id: newId(), role: 'user', content};
    const reply: WidgetMessage = {id: newId(), role: 'assistant', content: ''};
    setMessages((current) => [...current, question, reply]);
    setInput('');
    setPending(true);
    setAnnouncement(strings.typing);
    requestAnimationFrame(grow);

    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const response = await fetch(config.chatUrl, {
        method: 'POST',
        headers: {'content-type': 'application/json', ...(config.token ? {authorization: `Bearer ${config.token}`} : {})},
        body,
        signal: controller.signal,
      });
      const full = await readChatStream(response, (delta) =>
        setMessages((current) =>
          current.map((message) => (message.id === reply.id ? {...message, content: message.content + delta} : message)),
        ),
      );
      if (!full.trim()) throw new Error('Empty reply');
      setAnnouncement(cleanReply(full));
    } catch {
      if (controller.signal.aborted) return;
      setMessages((current) => current.filter((message) => message.id !== reply.id));
      setAnnouncement('');
      toast.error(
        <span>
          <strong className="block">{strings.errorTitle}</strong>
          {strings.errorText}
        </span>,
      );
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      if (!controller.signal.aborted) setPending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  }

  const last = messages[messages.length - 1];
  const waiting = pending && last?.role === 'assistant' && last.content === '';
  const quick = showQuickTopics(messages) && !pending;
  const categories = !pending && showCategoryChips(messages);

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className="fixed inset-0 z-50 flex flex-col bg-white text-ink shadow-raised sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[600px] sm:max-h-[calc(100dvh-7rem)] sm:w-[380px] sm:rounded-2xl sm:ring-1 sm:ring-line print:hidden"
    >
      <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white sm:rounded-t-2xl">
        <RhiaAvatar className="h-10 w-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-bold">
            {strings.title}
          </h2>
          <p className="truncate text-xs text-brand-100">{strings.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={strings.close}
          className="flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-brand-800 focus-visible:outline-white"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div
        ref={log}
        aria-label={strings.log}
        role="region"
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4 focus-visible:outline-offset-[-2px]"
      >
        {messages.map((message) =>
          message.role === 'assistant' && message.content === '' ? null : (
            <div key={message.id} className={message.role === 'user' ? 'flex justify-end' : 'flex justify-start'}>
              <p
                className={
                  message.role === 'user'
                    ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-sm whitespace-pre-wrap text-white'
                    : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-surface-muted px-3 py-2 text-sm whitespace-pre-wrap break-words text-ink'
                }
              >
                <span className="sr-only">{message.role === 'user' ? strings.you : strings.assistant}: </span>
                <span data-role={message.role}>
                  {message.role === 'user'
                    ? message.content
                    : replySegments(cleanReply(message.content), paths).map((segment, index) =>
                        segment.href ? (
                          // A client navigation: the panel, in the language's root layout, stays open.
                          <Link key={index} href={segment.href} className="font-semibold text-brand-700 underline">
                            {segment.text}
                          </Link>
                        ) : (
                          <span key={index}>{segment.text}</span>
                        ),
                      )}
                </span>
              </p>
            </div>
          ),
        )}
        {waiting ? (
          <div className="flex justify-start" data-testid="rhia-typing">
            <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-surface-muted px-3 py-3" aria-hidden="true">
              <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted motion-reduce:animate-none" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted [animation-delay:300ms] motion-reduce:animate-none" />
            </span>
            <span className="sr-only">{strings.typing}</span>
          </div>
        ) : null}

        {quick ? (
          <div role="group" aria-label={strings.quickTopicsLabel} className="flex flex-wrap gap-2 pt-1">
            {quickTopics.map((topic) => (
              <button
                key={topic}
                type="button"
                onClick={() => void send(strings.topics[topic])}
                className="rounded-full border border-teal-600 px-3 py-1.5 text-sm font-medium text-teal-700 hover:bg-teal-50"
              >
                {strings.topics[topic]}
              </button>
            ))}
          </div>
        ) : null}
        {categories ? (
          <div role="group" aria-label={strings.categoriesLabel} className="flex flex-wrap gap-2 pt-1">
            {categoryChips.map((category) => (
              <button
                key={category}
                type="button"
                onClick={() => void send(strings.categories[category])}
                className="rounded-full border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {strings.categories[category]}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>

      <form
        className="flex items-end gap-2 border-t border-line px-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(input);
        }}
      >
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {strings.inputLabel}
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={textarea}
          rows={1}
          value={input}
          disabled={pending}
          placeholder={strings.placeholder}
          onChange={(event) => {
            setInput(event.target.value);
            grow();
          }}
          onKeyDown={onKeyDown}
          maxLength={2000}
          className="max-h-[120px] min-h-11 flex-1 resize-none rounded-xl border border-line bg-white px-3 py-2.5 text-sm text-ink placeholder:text-ink-muted focus-visible:outline-brand-600 disabled:bg-surface-muted"
        />
        <button
          type="submit"
          disabled={pending || input.trim() === ''}
          aria-label={strings.send}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-50"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
            <path d="M4 12l16-8-6 16-2-6-8-2z" fill="currentColor" />
          </svg>
        </button>
      </form>
    </div>
  );
}
