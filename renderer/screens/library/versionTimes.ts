/**
 * What the versions list says of each version's time: the date and time to the second, as the
 * reader's locale writes them; where two fall in the same second (a session autosaves after each
 * move, so two can), those two to the millisecond, so no two lines of the list read alike.
 */
export function versionTimes(savedAts: readonly string[]): string[] {
  const plain = savedAts.map((at) => new Date(at).toLocaleString());
  const seen = new Map<string, number>();
  for (const text of plain) seen.set(text, (seen.get(text) ?? 0) + 1);
  return savedAts.map((at, i) =>
    seen.get(plain[i]!)! > 1 ? TO_THE_MILLISECOND.format(new Date(at)) : plain[i]!,
  );
}

const TO_THE_MILLISECOND = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
});
