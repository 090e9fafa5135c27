/**
 * The wire format shared by the widget, the endpoint and the hosted-model proxy: the request body
 * and the OpenAI-style server-sent events (`data: {"choices":[{"delta":{"content":"…"}}]}`, then
 * `data: [DONE]`).
 */
export const chatLanguages = ['es', 'en', 'pt'] as const;
export type ChatLanguage = (typeof chatLanguages)[number];

export type ChatRole = 'user' | 'assistant';
export type ChatTurn = {role: ChatRole; content: string};

export type ChatRequest = {
  message: string;
  language: ChatLanguage;
  conversationHistory: ChatTurn[];
};

/** The endpoint of the same origin; `NEXT_PUBLIC_RHIA_CHAT_URL` points the widget elsewhere. */
export const defaultChatPath = '/functions/v1/rhia-chat';

/** How many earlier messages travel with each question (the server accepts no more). */
export const historyLimit = 10;

/**
 * What the endpoint accepts. The schema bounds each field and `bodyBytes` the whole request; the
 * two do not add up (at every field's limit a request is 42,000 characters, over 32 KB even in
 * ASCII), and the server refuses such a body with 413. The widget never sends one: its
 * `chatRequestBody` (history.ts) drops the oldest turns until the request fits `bodyBytes`.
 */
export const limits = {
  bodyBytes: 32 * 1024,
  messageChars: 2000,
  historyItems: historyLimit,
  historyContentChars: 4000,
} as const;

/** One SSE event carrying a piece of the reply. */
export function sseEvent(content: string): string {
  return `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`;
}

export const sseDoneEvent = 'data: [DONE]\n\n';
