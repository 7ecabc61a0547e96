import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';

/** What a Mantine input needs from its form: one spread per field, `{...form.field('title')}`. */
export interface FieldBinding<T> {
  value: T;
  onChange: (
    next: T | ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  error: string | undefined;
  /** Present when the form checks a field as the person leaves it (`checkOnBlur`). */
  onBlur?: () => void;
}

/** What a Mantine Switch or Checkbox needs: `{...form.checkbox('is_active')}`. */
export interface CheckboxBinding {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface FormFields<V extends object> {
  values: V;
  errors: FieldErrors<V>;
  /** Value, change and error for one field; editing the field clears its error. */
  field: <K extends keyof V>(name: K) => FieldBinding<V[K]>;
  /** Checked, change and error for a yes/no field (its value is `checked`, not `value`). */
  checkbox: (name: BooleanKeys<V>) => CheckboxBinding;
  /** Sets one value from code (a picker, a default); clears that field's error like an edit. */
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Shows the errors of a validation or of the server's 422, replacing the previous ones. */
  setErrors: (errors: FieldErrors<V>) => void;
  /** Back to the given values (or the first ones) with no errors. */
  reset: (values?: V) => void;
  /** Runs the form's `validate` on every field and shows its errors; true when there are none. */
  validate: () => boolean;
}

/** The fields of V that hold a boolean. */
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

export interface FormFieldsOptions<V> {
  /** The form's rules (from shared-contracts): the errors by field, empty when it may be sent. */
  validate?: (values: V) => FieldErrors<V>;
  /** Check a field with `validate` when the person leaves it, not only on submit. */
  checkOnBlur?: boolean;
}

/**
 * A form's values and errors, bound to its fields in one line each. Why: every form of the
 * platform repeated `value`, `onChange={(e) => set(e.currentTarget.value)}`, `error` and 'clear
 * the error when the person edits'; this keeps those four in one place. It does not validate:
 * the rules stay in shared-contracts, the screen passes their result to `setErrors`.
 */
export function useFormFields<V extends object>(
  initial: V | (() => V),
  options: FormFieldsOptions<V> = {},
): FormFields<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorState] = useState<FieldErrors<V>>({});
  const first = useRef(values);
  const rules = useRef(options);
  rules.current = options;

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrorState((previous) => {
      if (previous[name] === undefined) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const checkField = useCallback(
    (name: keyof V) => {
      const found = rules.current.validate?.(values)[name];
      setErrorState((previous) =>
        previous[name] === found ? previous : { ...previous, [name]: found },
      );
    },
    [values],
  );

  const field = useCallback(
    <K extends keyof V>(name: K): FieldBinding<V[K]> => ({
      value: values[name],
      onChange: (next) => setValue(name, readChange(next) as V[K]),
      error: errors[name],
      ...(rules.current.checkOnBlur ? { onBlur: () => checkField(name) } : {}),
    }),
    [values, errors, setValue, checkField],
  );

  const checkbox = useCallback(
    (name: BooleanKeys<V>): CheckboxBinding => ({
      checked: values[name] as boolean,
      onChange: (event) => setValue(name, event.currentTarget.checked as V[BooleanKeys<V>]),
      error: errors[name],
    }),
    [values, errors, setValue],
  );

  const validate = useCallback(() => {
    const found = rules.current.validate?.(values) ?? {};
    setErrorState(found);
    return Object.values(found).every((error) => !error);
  }, [values]);

  const reset = useCallback((next?: V) => {
    setValues(next ?? first.current);
    setErrorState({});
  }, []);

  return useMemo(
    () => ({
      values,
      errors,
      field,
      checkbox,
      setValue,
      setErrors: setErrorState,
      reset,
      validate,
    }),
    [values, errors, field, checkbox, setValue, reset, validate],
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
