import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';

/** What a Mantine input needs from its form: one spread per field, `{...form.field('title')}`. */
export interface FieldBinding<T> {
  value: T;
  onChange: (
    next: T | ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  error: string | undefined;
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface FormFields<V extends object> {
  values: V;
  errors: FieldErrors<V>;
  /** Value, change and error for one field; editing the field clears its error. */
  field: <K extends keyof V>(name: K) => FieldBinding<V[K]>;
  /** Sets one value from code (a picker, a default); clears that field's error like an edit. */
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Shows the errors of a validation or of the server's 422, replacing the previous ones. */
  setErrors: (errors: FieldErrors<V>) => void;
  /** Back to the given values (or the first ones) with no errors. */
  reset: (values?: V) => void;
}

/**
 * A form's values and errors, bound to its fields in one line each. Why: every form of the
 * platform repeated `value`, `onChange={(e) => set(e.currentTarget.value)}`, `error` and 'clear
 * the error when the person edits'; this keeps those four in one place. It does not validate:
 * the rules stay in shared-contracts, the screen passes their result to `setErrors`.
 */
export function useFormFields<V extends object>(initial: V | (() => V)): FormFields<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorState] = useState<FieldErrors<V>>({});
  const first = useRef(values);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrorState((previous) => {
      if (previous[name] === undefined) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const field = useCallback(
    <K extends keyof V>(name: K): FieldBinding<V[K]> => ({
      value: values[name],
      onChange: (next) => setValue(name, readChange(next) as V[K]),
      error: errors[name],
    }),
    [values, errors, setValue],
  );

  const reset = useCallback((next?: V) => {
    setValues(next ?? first.current);
    setErrorState({});
  }, []);

  return useMemo(
    () => ({ values, errors, field, setValue, setErrors: setErrorState, reset }),
    [values, errors, field, setValue, reset],
  );
}

/** Text inputs hand an event; Mantine's number, select and checkbox-group inputs a value. */
function readChange(next: unknown): unknown {
  if (next !== null && typeof next === 'object' && 'currentTarget' in next) {
    const target = (next as ChangeEvent<HTMLInputElement>).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return next;
}
