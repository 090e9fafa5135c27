import {fold} from './fold';
import {greetingId, type WidgetMessage} from './history';

/** The quick topics offered while the conversation holds only the greeting. */
export const quickTopics = ['fees', 'abstracts', 'sponsorship', 'hotels', 'airline', 'program'] as const;
export type QuickTopic = (typeof quickTopics)[number];

/** The registration categories offered as chips after a fee question without one. */
export const categoryChips = ['rheumatologist', 'related', 'licensed', 'resident', 'dayPass', 'industry'] as const;
export type CategoryChip = (typeof categoryChips)[number];

export function showQuickTopics(messages: readonly WidgetMessage[]): boolean {
  return messages.length === 1 && messages[0].id === greetingId;
}

// The word "category" and the professional types, in the three languages, accents folded.
const categoryWord = /\b(categoria|categorias|category|categories)\b/;
const professionalTypes =
  /\b(reumatolog\w*|rheumatolog\w*|profesional\w* afin\w*|profissiona\w* afi\w*|related professional\w*|residente\w*|resident\w*|estudiante\w*|estudante\w*|student\w*|enfermer\w*|enfermagem|nurs\w*|fisioterap\w*|physical therap\w*)/;

/** Category chips show when the last assistant message names a category with a professional type. */
export function showCategoryChips(messages: readonly WidgetMessage[]): boolean {
  const last = [...messages].reverse().find((message) => message.role === 'assistant');
  if (!last || last.id === greetingId) return false;
  const text = fold(last.content);
  return categoryWord.test(text) && professionalTypes.test(text);
}
