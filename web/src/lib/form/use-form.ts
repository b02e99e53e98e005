import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { FieldElement } from './elements.ts';
import { FormStore, type FormStatus, type RegisterOptions, type SetValueOptions, type ValidationMode } from './form-store.ts';
import type { FieldPath, FieldPathValue, FieldValues, Leaf } from './paths.ts';
import type { FieldError, Resolver } from './resolver.ts';

// The store's forms: uncontrolled fields registered by name, checked by a shared zod schema
// (schema-resolver.ts), errors in Korean under each field. The API follows react-hook-form's,
// which the team knows, for the part the store uses; the whole is a few KB where that library
// was 12.7 KB gzip on every form page (bench/bundle.md).

export type { FieldError } from './resolver.ts';
export type { FieldPath, FieldValues } from './paths.ts';

/** Errors nested as the values are: `errors.hero?.title?.message`; an error of the whole form is `root`. */
export type FieldErrors<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends Leaf ? FieldError : FieldErrors<NonNullable<T[K]>> & Partial<FieldError>;
} & { root?: FieldError };

export type FormState<TIn> = Readonly<FormStatus & { errors: FieldErrors<TIn> }>;

export type Control<TIn extends FieldValues> = FormStore<TIn, unknown>;

export interface UseFormOptions<TIn, TOut> {
  resolver: Resolver<TIn, TOut>;
  defaultValues: NoInfer<TIn>;
  mode?: ValidationMode;
}

export interface FieldProps {
  name: string;
  ref: (el: FieldElement | null) => (() => void) | undefined;
  onChange: (event: { target: EventTarget }) => void;
}

export interface FieldState {
  error: FieldError | undefined;
  invalid: boolean;
}

interface GetValues<TIn> {
  (): TIn;
  <P extends FieldPath<TIn>>(name: P): FieldPathValue<TIn, P>;
}

export interface UseFormReturn<TIn extends FieldValues, TOut> {
  register: (name: FieldPath<TIn>, options?: RegisterOptions) => FieldProps;
  handleSubmit: (
    onValid: (values: TOut) => unknown,
    onInvalid?: (errors: FieldErrors<TIn>) => unknown,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
  control: Control<TIn>;
  formState: FormState<TIn>;
  /** Checks fields now and shows their errors (every field without a name); resolves whether they pass. */
  trigger: (name?: FieldPath<TIn> | readonly FieldPath<TIn>[]) => Promise<boolean>;
  setValue: <P extends FieldPath<TIn>>(name: P, value: FieldPathValue<TIn, P>, options?: SetValueOptions) => void;
  getValues: GetValues<TIn>;
  /** getValues that also re-renders the form whenever a value changes. */
  watch: GetValues<TIn>;
  reset: (values?: TIn) => void;
  resetField: (name: FieldPath<TIn>) => void;
  setError: (name: FieldPath<TIn> | 'root', error: { type?: string; message: string }, options?: { shouldFocus?: boolean }) => void;
  getFieldState: (name: FieldPath<TIn>, formState?: FormState<TIn>) => FieldState;
}

export function useForm<TIn extends FieldValues, TOut = TIn>(options: UseFormOptions<TIn, TOut>): UseFormReturn<TIn, TOut> {
  // The methods keep their identity for the form's life, so effects may list them as dependencies.
  const [{ store, methods }] = useState(() => {
    const created = new FormStore<TIn, TOut>(options);
    return { store: created, methods: formMethods(created) };
  });
  store.options = options;
  const validityRead = useRef(false);
  const [subscribe] = useState(() => (listener: () => void) => {
    const offStatus = store.subscribeStatus(listener);
    const offValues = store.subscribeValues(() => store.watchedByHost && listener());
    return () => {
      offStatus();
      offValues();
    };
  });
  const snapshot = () => (store.watchedByHost ? `${store.version}:${store.valuesVersion}` : `${store.version}`);
  const version = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (validityRead.current) store.wantValidity();
  });

  // A new formState object only when errors or status changed: effects may depend on it.
  const formState = useMemo(
    () =>
      Object.defineProperty({ ...store.status, errors: store.errorTree() as FieldErrors<TIn> }, 'isValid', {
        enumerable: true,
        get: () => {
          validityRead.current = true;
          return store.status.isValid;
        },
      }) as FormState<TIn>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the store's status and errors
    [store, version],
  );

  return { ...methods, formState };
}

function formMethods<TIn extends FieldValues, TOut>(store: FormStore<TIn, TOut>): Omit<UseFormReturn<TIn, TOut>, 'formState'> {
  const fieldProps = new Map<string, FieldProps>();
  const getValues = ((name?: string) => (name === undefined ? store.getValues() : store.getValues(name))) as GetValues<TIn>;
  return {
    register: (name, registerOptions = {}) => {
      store.register(name, registerOptions);
      let props = fieldProps.get(name);
      if (!props) {
        props = {
          name,
          ref: (el) => (el ? store.attach(name, el) : undefined),
          onChange: (event) => {
            store.input(name, event.target as FieldElement);
            store.fieldOptions(name).onChange?.(event);
          },
        };
        fieldProps.set(name, props);
      }
      return props;
    },
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault?.();
      await store.submit(onValid, onInvalid as ((errors: Record<string, unknown>) => unknown) | undefined);
    },
    control: store as unknown as Control<TIn>,
    trigger: (name) => store.check(name === undefined ? null : typeof name === 'string' ? [name] : (name as readonly string[])),
    setValue: (name, value, setOptions) => store.setValue(name, value, setOptions),
    getValues,
    watch: ((name?: string) => {
      store.watchedByHost = true;
      return getValues(name as FieldPath<TIn>);
    }) as GetValues<TIn>,
    reset: (values) => store.reset(values),
    resetField: (name) => store.resetField(name),
    setError: (name, error, errorOptions) => store.setError(name === 'root' ? '' : name, { type: error.type ?? 'manual', message: error.message }, errorOptions?.shouldFocus),
    getFieldState: (name) => {
      const error = store.errorOf(name);
      return { error, invalid: error !== undefined };
    },
  };
}

type Watched<TIn, P> = P extends string ? FieldPathValue<TIn, P> : { [K in keyof P]: P[K] extends string ? FieldPathValue<TIn, P[K]> : never };

/** The current value of one field, or of several as a tuple; re-renders only when they change. */
export function useWatch<TIn extends FieldValues, const P extends FieldPath<TIn> | readonly FieldPath<TIn>[]>({
  control,
  name,
}: {
  control: Control<TIn>;
  name: P;
}): Watched<TIn, P> {
  const last = useRef<unknown[] | null>(null);
  const select = () => {
    if (typeof name === 'string') return control.getValues(name);
    const next = (name as readonly string[]).map((n) => control.getValues(n));
    const prev = last.current;
    if (prev && prev.length === next.length && prev.every((v, i) => Object.is(v, next[i]))) return prev;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(control.subscribeValues, select, select) as Watched<TIn, P>;
}
