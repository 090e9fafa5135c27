/** Lower case without accents: "Inscripción" and "inscripcion" match, as do "Hotéis" and "hoteis". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
