import es from '@/messages/es.json';
import en from '@/messages/en.json';
import {Knowledge} from '@/lib/rhia/knowledge';

// The assistant formats each sentence once and reuses it (use-intl's formatting cost most of an
// answer); a remembered text must never stand in for another, and the memory must stay bounded
// even when the values come from visitors (a group's size, a day they name).
describe('Knowledge remembers formatted texts', () => {
  it('gives the same text for the same values and a new one for other values', () => {
    const knowledge = new Knowledge('en', en);
    expect(knowledge.money(530)).toBe('US$530');
    expect(knowledge.money(580)).toBe('US$580');
    expect(knowledge.money(530)).toBe('US$530');
    const spanish = new Knowledge('es', es);
    expect(spanish.money(530)).toBe('USD 530');
    // A message with a value and the same message with another value.
    const range = (start: string, end: string) => spanish.t('answers.range', {start, end});
    expect(range('1', '2')).not.toBe(range('3', '4'));
    expect(range('1', '2')).toBe(range('1', '2'));
  });

  it('keeps a bounded memory over thousands of different values', () => {
    const knowledge = new Knowledge('en', en);
    for (let amount = 1; amount <= 20_000; amount++) knowledge.money(amount);
    const size = (knowledge as unknown as {formatted: Map<string, string>}).formatted.size;
    expect(size).toBeLessThanOrEqual(4096);
    expect(knowledge.money(19_999)).toBe('US$19,999');
  });
});
