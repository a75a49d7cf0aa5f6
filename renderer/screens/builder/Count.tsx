/** A whole number field; counts never go below 0 (stats may, and the verdict says why not). */
export function Count({
  label,
  value,
  allowNegative = false,
  onChange,
}: {
  label: string;
  value: number;
  allowNegative?: boolean;
  onChange: (n: number) => void;
}) {
  return (
    <label className="field count">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        step={1}
        min={allowNegative ? undefined : 0}
        value={value}
        onChange={(e) => {
          const n = Math.trunc(Number(e.target.value));
          if (!Number.isFinite(n)) return;
          onChange(allowNegative ? n : Math.max(0, n));
        }}
      />
    </label>
  );
}
