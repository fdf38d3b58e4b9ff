/** Lower-case, accents removed: how search, phrase lookup and de-duplication compare text. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
