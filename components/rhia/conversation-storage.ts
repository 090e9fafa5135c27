import {greetingId, type WidgetMessage} from '@/lib/rhia/history';

const storageKey = (locale: string) => `rhiaConversation:${locale}`;

/** The conversation of this tab in this language, after `greeting`; only the greeting if none. */
export function restoreConversation(locale: string, greeting: WidgetMessage): WidgetMessage[] {
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

export function saveConversation(locale: string, messages: WidgetMessage[]): void {
  try {
    sessionStorage.setItem(storageKey(locale), JSON.stringify(messages));
  } catch {
    // Storage full or blocked: the conversation lives as long as the panel stays mounted.
  }
}
