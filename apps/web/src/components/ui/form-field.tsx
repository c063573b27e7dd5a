import { Slot } from "radix-ui";
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

export interface FormFieldProps {
  /** The visible label; always rendered, so every control has an accessible name. */
  label: ReactNode;
  /** The control (Input, textarea...). It receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** Validation message; marks the control invalid and is announced politely. */
  error?: string | undefined;
  /** Appended to the label, e.g. "(optional)". */
  labelHint?: ReactNode;
  /** Shown at the end of the label row, e.g. a "Forgot your password?" link. */
  labelAction?: ReactNode;
  className?: string;
}

/**
 * A label, a control, an optional description and a validation message, wired together for
 * assistive technology (shadcn's FormItem/FormControl idea, without a form library dependency).
 */
export function FormField({
  label,
  children,
  id,
  description,
  error,
  labelHint,
  labelAction,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const messageId = `${controlId}-message`;
  const describedBy = [description ? descriptionId : null, error ? messageId : null].filter(Boolean).join(" ");

  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId} data-error={Boolean(error)} className="data-[error=true]:text-destructive">
          {label}
          {labelHint && <span className="font-normal text-muted-foreground">{labelHint}</span>}
        </Label>
        {labelAction}
      </div>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
        {children}
      </Slot.Root>
      {description && (
        <p data-slot="form-field-description" id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <p
        data-slot="form-field-message"
        id={messageId}
        aria-live="polite"
        className={cn("text-sm text-destructive", !error && "sr-only")}
      >
        {error}
      </p>
    </div>
  );
}
