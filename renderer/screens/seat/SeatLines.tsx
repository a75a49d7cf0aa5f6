/** How the phone's link stands, and the room's last refusal of what it sent, when there are. */
export function SeatLines({
  linkLine,
  refused,
}: {
  linkLine: string | null;
  refused: string | null;
}) {
  return (
    <>
      {linkLine && (
        <p className="seat-link-line" role="status">
          {linkLine}
        </p>
      )}
      {refused && (
        <p className="seat-refused" role="alert">
          {refused}
        </p>
      )}
    </>
  );
}
