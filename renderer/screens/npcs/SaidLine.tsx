/** What came of the Dealer's last action on the cards, in words. */
export interface Said {
  tone: 'ok' | 'refused';
  text: string;
}

/** A refusal is an alert, so a screen reader speaks it at once; anything else is a status. */
export function SaidLine({ said }: { said: Said }) {
  return (
    <p
      role={said.tone === 'refused' ? 'alert' : 'status'}
      className={said.tone === 'refused' ? 'error' : 'ok'}
    >
      {said.text}
    </p>
  );
}
