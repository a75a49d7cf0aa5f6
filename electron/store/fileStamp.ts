/**
 * A moment as the store writes it into a file name (a deleted save's, a kept version's): its ISO
 * time with `-` for `:` and `.`, which no disk refuses, and which sorts as the time does.
 */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

/** A file stamp as a pattern's source, its date and time parts captured in order. */
export const FILE_STAMP = String.raw`(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z`;

/** The ISO time a match of FILE_STAMP stands for. */
export function stampTime(match: RegExpExecArray): string {
  return `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`;
}
