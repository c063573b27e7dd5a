import { useId } from "react";

interface CheckboxOption<T extends string> {
  id: T;
  label: string;
  /** A second line under the label, in muted text. */
  description?: string;
}

/**
 * A fieldset of checkboxes over a list of options: what is ticked is `selected`, in the options'
 * order. The generation form has three of them (categories, strategies, the categories attacked).
 */
export function CheckboxGroup<T extends string>({
  legend,
  help,
  options,
  selected,
  onChange,
}: {
  legend: string;
  help?: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  const helpId = useId();
  const toggle = (id: T, checked: boolean) =>
    onChange(options.map((option) => option.id).filter((each) => (each === id ? checked : selected.includes(each))));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {help && (
        <p className="text-sm text-muted-foreground" id={helpId}>
          {help}
        </p>
      )}
      <div
        className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3"
        {...(help ? { "aria-describedby": helpId } : {})}
      >
        {options.map((option) => (
          <label key={option.id} className="flex min-h-8 items-start gap-2 py-1 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={selected.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            {option.description ? (
              <span className="grid">
                <span>{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
