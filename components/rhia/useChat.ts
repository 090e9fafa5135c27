import {useEffect, useMemo, useRef, useState} from 'react';
import {cleanReply} from '@/lib/rhia/clean';
import {chatRequestBody, greetingId, type WidgetMessage} from '@/lib/rhia/history';
import {requestReply} from './chat-request';
import {restoreConversation, saveConversation} from './conversation-storage';
import type {RhiaConfig} from './strings';

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

type Words = {greeting: string; typing: string};

/**
 * The conversation's state: the history (kept in sessionStorage between replies), the draft in the
 * message box, whether a reply is on its way, and what the live region announces. `send` streams a
 * reply into the history; `onError` is called when it fails (the empty reply is removed).
 */
export function useChat(config: RhiaConfig, words: Words, onError: () => void) {
  const greeting = useMemo<WidgetMessage>(() => ({id: greetingId, role: 'assistant', content: words.greeting}), [words.greeting]);
  const [messages, setMessages] = useState<WidgetMessage[]>(() => restoreConversation(config.locale, greeting));
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The request of the reply being streamed: it outlives navigations between pages of the
  // language (the panel stays mounted in the root layout) and is aborted only if the panel unmounts.
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (!pending) saveConversation(config.locale, messages);
  }, [messages, pending, config.locale]);

  async function send(text: string) {
    const content = text.trim();
    if (!content || pending) return;
    // Built before the question joins the conversation; it always fits the endpoint's body cap.
    const body = chatRequestBody(messages, {message: content, language: config.locale});
    const reply: WidgetMessage = {id: newId(), role: 'assistant', content: ''};
    setMessages((current) => [...current, {id: newId(), role: 'user', content}, reply]);
    setDraft('');
    setPending(true);
    setAnnouncement(words.typing);

    const controller = new AbortController();
    inFlight.current = controller;
    const append = (delta: string) =>
      setMessages((current) =>
        current.map((message) => (message.id === reply.id ? {...message, content: message.content + delta} : message)),
      );
    try {
      const full = await requestReply(config, body, controller.signal, append);
      if (!full.trim()) throw new Error('Empty reply');
      setAnnouncement(cleanReply(full));
    } catch {
      if (controller.signal.aborted) return;
      setMessages((current) => current.filter((message) => message.id !== reply.id));
      setAnnouncement('');
      onError();
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      if (!controller.signal.aborted) setPending(false);
    }
  }

  return {messages, draft, setDraft, pending, announcement, send};
}

export type Chat = ReturnType<typeof useChat>;
