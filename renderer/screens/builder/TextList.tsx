/**
 * Free-text entries, each in its own box. `field` names each box apart, so typing into one is one
 * undo step of its own.
 */
export function TextList({
  label,
  add,
  values,
  field,
  onChange,
}: {
  label: string;
  add: string;
  values: string[];
  field: string;
  onChange: (values: string[], typing?: string) => void;
}) {
  return (
    <div className="text-list" role="group" aria-label={label}>
      <p className="small">{label}</p>
      {values.map((v, i) => (
        <div key={i} className="row">
          <input
            aria-label={`${label}, ${i + 1}`}
            value={v}
            onChange={(e) =>
              onChange(
                values.map((x, j) => (j === i ? e.target.value : x)),
                `${field}-${i}`,
              )
            }
          />
          <button
            type="button"
            className="quiet"
            onClick={() => onChange(values.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...values, ''])}>
        {add}
      </button>
    </div>
  );
}
