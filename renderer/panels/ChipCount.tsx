/**
 * How many chips of one kind to ante: 0 up to the most the engine allows (H3). With none to ante,
 * it is read-only and says why, and stays focusable so the reason is read.
 */
export function ChipCount({
  label,
  most,
  value,
  reason,
  onChange,
}: {
  label: string;
  most: number;
  value: number;
  reason?: string | undefined;
  onChange: (count: number) => void;
}) {
  return (
    <input
      type="number"
      className="chip-count"
      aria-label={label}
      aria-disabled={reason ? true : undefined}
      aria-description={reason}
      readOnly={reason !== undefined}
      min={0}
      max={most}
      value={value}
      onChange={(e) => {
        const n = Math.trunc(Number(e.target.value));
        onChange(Number.isFinite(n) ? Math.max(0, Math.min(most, n)) : 0);
      }}
    />
  );
}
