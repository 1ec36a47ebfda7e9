import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** Input styling shared by every admin form. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500 disabled:bg-slate-100';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * A field's label; a required field gets a red star beside it (outside the label, so the
 * label's text stays the field's name).
 */
export function RequiredLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="flex items-baseline gap-0.5">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {required && (
        <span aria-hidden="true" className="text-sm text-red-600">
          *
        </span>
      )}
    </div>
  );
}

/** A label, the control, an optional hint and the field's error message. */
function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div>
      <RequiredLabel htmlFor={id} label={label} required={required} />
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

interface CommonProps {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the field as required (a star and aria-required); the form validates it. */
  required?: boolean;
}

type TextFieldProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

/** A labelled single-line input with its error message. */
export function TextField({ label, error, hint, required, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${className ?? ''}`}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

/** A labelled multi-line input with its error message. */
export function TextAreaField({ label, error, hint, required, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...textarea}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly { value: string; label: string }[];
  };

/** A labelled select with its error message. */
export function SelectField({ label, error, hint, required, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The red failure alert of a form (seed section 8, "Red alert"): the specification's message and,
 * under it, the plain reason with what to do next (kit/failureReason.ts). Announced when it
 * appears (role="alert") and scrolled into view.
 */
export function FormAlert({ message, reason }: { message: string | null; reason?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, reason]);
  if (!message) return null;
  return (
    <div ref={ref} role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      <p className="font-medium">{message}</p>
      {reason && reason !== message && <p className="mt-1">{reason}</p>}
    </div>
  );
}
