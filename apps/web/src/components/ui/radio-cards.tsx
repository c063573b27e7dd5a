export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  help: string;
}

/**
 * A choice among a few options, each a card with a label and a line of help: native radios in a
 * fieldset, so the keyboard and screen readers get a radio group for free.
 */
export function RadioCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 2,
}: {
  legend: string;
  name: string;
  options: readonly RadioCardOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Side by side from the small breakpoint: three options in two columns would leave one alone. */
  columns?: 2 | 3;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={columns === 3 ? "grid gap-2 sm:grid-cols-3" : "grid gap-2 sm:grid-cols-2"}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.label}</span>
              <span className="text-muted-foreground">{option.help}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
