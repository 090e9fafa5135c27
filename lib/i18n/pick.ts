import type {AbstractIntlMessages} from 'next-intl';

/** The given namespaces of a catalog, to hand a client island only the words it needs. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    if (messages[namespace] !== undefined) picked[namespace] = messages[namespace];
  }
  return picked;
}
