/**
 * The ordering key of a name: accents removed, lower case, spaces folded. Stored beside the name
 * and compared bytewise, it makes "Émile" sort with "emile" and "de la Tour" with "De La Tour" on
 * every engine, whatever its collation.
 */
export function sortKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[Œœ]/g, 'oe')
    .replace(/[Ææ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
