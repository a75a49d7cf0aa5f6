/** What came of the Dealer's last action in the encounter builder, in words. */
export interface Said {
  tone: 'ok' | 'refused';
  text: string;
}
