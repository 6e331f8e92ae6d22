/**
 * Code-unit order, for ISO dates and ASCII codes: `localeCompare` builds an ICU collator on first use and
 * compares far slower, which a phone pays for on every sort of a game list.
 */
export const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
