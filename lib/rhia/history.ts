import {historyLimit, limits, type ChatLanguage, type ChatTurn} from './protocol';

export type WidgetMessage = ChatTurn & {id: string};

/** The question being sent, which the history must fit beside. */
export type Question = {message: string; language: ChatLanguage};

/** The id of the opening greeting, which never travels to the server. */
export const greetingId = 'greeting';

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

// One shape for the body, so the size counted below is the size sent.
const requestOf = ({message, language}: Question, conversationHistory: ChatTurn[]) => ({message, language, conversationHistory});

/** `text` cut to `max` UTF-16 units, never between the two halves of a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * The history sent with a question: the conversation so far without the opening greeting (and
 * without empty placeholders), its last ten messages as {role, content}, each cut to the length
 * the server accepts (a long hosted reply would otherwise make every later question a 400).
 *
 * The schema's limits add up to more than the body cap (10 × 4,000 characters, and up to 6
 * bytes per character once JSON escapes it), so the oldest turns are then dropped until the
 * whole request fits `limits.bodyBytes`: the newest context is the one that matters, and a long
 * conversation keeps working instead of failing every question with a 413. The question itself
 * (at most `limits.messageChars`, as the message box allows) always fits: 2,000 × 6 bytes.
 */
export function trimHistory(messages: readonly WidgetMessage[], question: Question): ChatTurn[] {
  const turns = messages
    .filter((message, index) => !(index === 0 && message.id === greetingId) && message.content.trim() !== '')
    .slice(-historyLimit)
    .map(({role, content}) => ({role, content: clip(content, limits.historyContentChars)}));

  // The array's JSON is its items' JSON joined by commas, so each drop is a subtraction.
  const sizes = turns.map(jsonBytes);
  let size = jsonBytes(requestOf(question, [])) + sizes.reduce((sum, turnSize) => sum + turnSize + 1, 0) - (turns.length ? 1 : 0);
  let first = 0;
  while (first < turns.length && size > limits.bodyBytes) {
    size -= sizes[first] + (first < turns.length - 1 ? 1 : 0);
    first += 1;
  }
  return turns.slice(first);
}

/** The JSON body the widget posts: the question and the history that fits beside it. */
export function chatRequestBody(messages: readonly WidgetMessage[], question: Question): string {
  return JSON.stringify(requestOf(question, trimHistory(messages, question)));
}
