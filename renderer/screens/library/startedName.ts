/**
 * A save name for a game just started: its title and the second it started, so that one game
 * never writes over another (Finger Guns, Texas Shootout). Local time, as the player reads it.
 */
export function startedName(title: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${title} ${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}h${pad(now.getMinutes())}m${pad(now.getSeconds())}s`;
}
