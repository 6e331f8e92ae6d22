/** One cell of a CSV file: quoted where needed, and never read as a formula by a spreadsheet. */
export const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV file: a header row, then one row per line, with the line ends spreadsheets expect. */
export const csvText = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
