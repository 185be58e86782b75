import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FormErrors } from '../lib/errors';

/**
 * Labelled inputs that show the API's own field error under themselves (aria-invalid and
 * aria-describedby point at it, so a screen reader reads it with the input).
 */
interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function Shell({ id, label, error, hint, children, inline }: FieldShell & { id: string; children: ReactNode; inline?: boolean }) {
  return (
    <div className={`field${inline ? ' field-inline' : ''}${error ? ' field-invalid' : ''}`}>
      {inline ? children : null}
      <label htmlFor={id}>{label}</label>
      {inline ? null : children}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function described(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

type InputProps = FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string | number | null | undefined;
    onChange(value: string): void;
  };

export function TextField({ label, error, hint, value, onChange, id: given, ...rest }: InputProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <input id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} {...described(id, error, hint)} {...rest} />
    </Shell>
  );
}

type TextAreaProps = FieldShell &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
    value: string | null | undefined;
    onChange(value: string): void;
  };

export function TextAreaField({ label, error, hint, value, onChange, id: given, ...rest }: TextAreaProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <textarea id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} {...described(id, error, hint)} {...rest} />
    </Shell>
  );
}

type SelectProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
    value: string | number | null | undefined;
    onChange(value: string): void;
    options: { value: string | number; label: string }[];
    /** A first option with an empty value ("Any", "None"). */
    empty?: string;
  };

export function SelectField({ label, error, hint, value, onChange, options, empty, id: given, ...rest }: SelectProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} {...described(id, error, hint)} {...rest}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

type CheckboxProps = FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type'> & {
    checked: boolean;
    onChange(checked: boolean): void;
  };

export function CheckboxField({ label, error, hint, checked, onChange, id: given, ...rest }: CheckboxProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Shell id={id} label={label} error={error} hint={hint} inline>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...described(id, error, hint)} {...rest} />
    </Shell>
  );
}

/**
 * The errors of a failed submit that belong to no visible input, and a count of the ones that do.
 * Field errors whose path the form does not render (`known` omits them) are listed here too, so
 * no message of the API is ever swallowed.
 */
export function FormErrorSummary({ errors, known }: { errors: FormErrors; known?: string[] }) {
  const stray = Object.entries(errors.fields).filter(([f]) => known && !known.some((k) => f === k || f.startsWith(`${k}.`)));
  const fieldCount = Object.keys(errors.fields).length - stray.length;
  if (!errors.general.length && !stray.length && !fieldCount) return null;
  return (
    <div className="form-errors" role="alert">
      {fieldCount ? <p>{fieldCount === 1 ? 'One field needs attention.' : `${fieldCount} fields need attention.`}</p> : null}
      <ul>
        {errors.general.map((m) => (
          <li key={m}>{m}</li>
        ))}
        {stray.map(([f, m]) => (
          <li key={f}>
            {f}: {m}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An inline editor's last row: its primary submit button (disabled while it saves) and "Discard changes". */
export function FormActions({ submitLabel, submitting, onDiscard }: { submitLabel: string; submitting: boolean; onDiscard(): void }) {
  return (
    <div className="row">
      <button type="submit" className="primary" disabled={submitting}>
        {submitLabel}
      </button>
      <button type="button" onClick={onDiscard}>
        Discard changes
      </button>
    </div>
  );
}

/** Parse an optional number input: '' is null, anything else a number (the API rejects NaN with its own message). */
export function numberOrNull(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isNaN(n) ? (value as unknown as number) : n;
}
