import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createChatHandler, type ChatHandlerOptions} from '@/lib/rhia/handler';
import {chatRequestBody, greetingId, trimHistory, type WidgetMessage} from '@/lib/rhia/history';
import {limits, type ChatLanguage} from '@/lib/rhia/protocol';
import {readChatRequest} from '@/lib/rhia/validation';

/**
 * The schema bounds each field (message 2,000 characters, 10 history items of 4,000) and the body
 * cap (32 KB) bounds the whole. The two do not agree: a request at every field's limit is 42,000
 * characters, more than the cap even in ASCII. The server answers that with 413; the widget never
 * sends it, because `chatRequestBody` drops the oldest turns until the body fits. These tests
 * hold the widget to that, for the characters JSON makes longest.
 */
const catalogs = {es, en, pt} as ChatHandlerOptions['catalogs'];
const url = 'http://localhost/functions/v1/rhia-chat';
const handler = createChatHandler({catalogs, rateLimit: 0});
const bytes = (text: string) => new TextEncoder().encode(text).length;

// One UTF-16 unit each unless said: JSON/UTF-8 bytes per unit in brackets.
const kinds: Record<string, string> = {
  ascii: 'a', // 1
  ñ: 'ñ', // 2
  '€': '€', // 3
  emoji: '😀', // 2 units, 4 bytes
  quote: '"', // 2 (\")
  backslash: '\\', // 2
  control: '\u0001', // 6 (\u0001)
  'lone surrogate': '\ud800', // 6 (\ud800)
  mixed: 'ñ"😀\u0001a€\\',
};
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const greeting: WidgetMessage = {id: greetingId, role: 'assistant', content: '¡Hola! Soy RHIA.'};
function conversation(unit: string, turns: number, userLength: number, assistantLength: number): WidgetMessage[] {
  return [
    greeting,
    ...Array.from({length: turns}, (_, index): WidgetMessage => {
      const role = index % 2 === 0 ? 'user' : 'assistant';
      return {id: `m${index}`, role, content: `${index} ${fill(unit, (role === 'user' ? userLength : assistantLength) - 2)}`};
    }),
  ];
}

async function serverReads(body: string) {
  return readChatRequest(new Request(url, {method: 'POST', body, headers: {'content-type': 'application/json'}}));
}

describe('the widget request always fits the body cap', () => {
  it.each(Object.entries(kinds))('with %s text at every length limit', async (_, unit) => {
    const question = {message: fill(unit, limits.messageChars), language: 'pt' as ChatLanguage};
    // Long user turns, and assistant replies longer than the schema allows one history item.
    const messages = conversation(unit, 15, limits.messageChars, 10_000);
    const body = chatRequestBody(messages, question);
    expect(bytes(body)).toBeLessThanOrEqual(limits.bodyBytes);
    const read = await serverReads(body);
    expect(read.ok).toBe(true);
    const response = await handler(new Request(url, {method: 'POST', body, headers: {'content-type': 'application/json'}}));
    expect(response.status).toBe(200);
    await response.text();
  });

  it('keeps the newest turns and drops the oldest', () => {
    const messages = conversation('ñ', 15, 2000, 3990);
    const history = trimHistory(messages, {message: 'hola', language: 'es'});
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThan(10);
    const newest = messages.slice(-history.length).map(({role, content}) => ({role, content}));
    expect(history).toEqual(newest);
  });

  it('cuts a history item to the schema limit without splitting a character', () => {
    const reply: WidgetMessage = {id: 'r', role: 'assistant', content: `a${'😀'.repeat(3000)}`};
    const [turn] = trimHistory([greeting, reply], {message: 'hola', language: 'es'});
    expect(turn.content.length).toBeLessThanOrEqual(limits.historyContentChars);
    expect(turn.content.length).toBe(limits.historyContentChars - 1);
    expect(turn.content.endsWith('😀')).toBe(true);
  });

  it('fits for 300 random conversations', async () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const units = Object.values(kinds);
    for (let round = 0; round < 300; round++) {
      const messages: WidgetMessage[] = [greeting];
      const turns = Math.floor(next() * 25);
      for (let index = 0; index < turns; index++) {
        const role = index % 2 === 0 ? 'user' : 'assistant';
        const length = 1 + Math.floor(next() * (role === 'user' ? limits.messageChars : 12_000));
        messages.push({id: `m${index}`, role, content: `x${fill(units[Math.floor(next() * units.length)], length)}`});
      }
      const message = `q${fill(units[Math.floor(next() * units.length)], Math.floor(next() * limits.messageChars))}`.slice(
        0,
        limits.messageChars,
      );
      const body = chatRequestBody(messages, {message, language: 'en'});
      expect(bytes(body)).toBeLessThanOrEqual(limits.bodyBytes);
      expect((await serverReads(body)).ok).toBe(true);
    }
  });
});

describe('the maximal schema-valid request', () => {
  const history = Array.from({length: limits.historyItems}, (_, index) => ({
    role: index % 2 ? 'assistant' : 'user',
    content: 'a'.repeat(limits.historyContentChars),
  }));
  const maximal = JSON.stringify({message: 'b'.repeat(limits.messageChars), language: 'es', conversationHistory: history});

  it('is over the cap even in ASCII, so the server refuses it with 413', async () => {
    expect(bytes(maximal)).toBeGreaterThan(limits.bodyBytes);
    const response = await handler(new Request(url, {method: 'POST', body: maximal, headers: {'content-type': 'application/json'}}));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({error: expect.any(String)});
  });

  it('is never what the widget sends for the same conversation', () => {
    const messages: WidgetMessage[] = [greeting, ...history.map((turn, index) => ({...turn, id: `m${index}`}) as WidgetMessage)];
    const body = chatRequestBody(messages, {message: 'b'.repeat(limits.messageChars), language: 'es'});
    expect(bytes(body)).toBeLessThanOrEqual(limits.bodyBytes);
    expect(body).not.toBe(maximal);
  });
});
