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
