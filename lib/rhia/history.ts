import {historyLimit, type ChatTurn} from './protocol';

export type WidgetMessage = ChatTurn & {id: string};

/** The id of the opening greeting, which never travels to the server. */
export const greetingId = 'greeting';

/**
 * The history sent with a question: the conversation so far without the opening greeting (and
 * without empty placeholders), its last ten messages, each reduced to {role, content}.
 */
export function trimHistory(messages: readonly WidgetMessage[]): ChatTurn[] {
  return messages
    .filter((message, index) => !(index === 0 && message.id === greetingId) && message.content.trim() !== '')
    .slice(-historyLimit)
    .map(({role, content}) => ({role, content}));
}
