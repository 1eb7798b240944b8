import { styles } from '../editor.styles.js';

interface SelectRowProps<T extends string | number> {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}

/** A labelled select of the panels; only one of `options` is ever handed back. */
export function SelectRow<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: SelectRowProps<T>) {
  return (
    <label style={styles.row}>
      <span style={styles.label}>{label}</span>
      <select
        style={styles.input}
        value={value}
        onChange={(e) => {
          const hit = options.find(([v]) => String(v) === e.target.value);
          if (hit) onChange(hit[0]);
        }}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
