/**
 * The cleaning applied to every reply before it is shown (the engine's and a hosted model's):
 * bold markers removed, bullet characters turned into dashes, runs of three or more line breaks
 * and repeated spaces collapsed. The result is plain text, rendered as text, never as HTML.
 */
export function cleanReply(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\*\*(.*?)\*\*/gs, '$1')
    .replace(/__(.*?)__/gs, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/^([ \t]*)[•●▪◦‣∙·*+]\s+/gm, '$1- ')
    .replace(/[•●▪◦‣∙]/g, '-')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n');
}
