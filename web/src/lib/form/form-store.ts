import { readField, typedBeforeHydration, writeField, type FieldElement, type ReadOptions } from './elements.ts';
import { getPath, isWithin, setPath, type FieldValues } from './paths.ts';
import type { FieldError, Resolver } from './resolver.ts';

/**
 * When a field's error is first shown: while typing (onChange), or only on submit (onSubmit).
 * After a submit every change is checked again, whatever the mode.
 */
export type ValidationMode = 'onSubmit' | 'onChange';

export interface RegisterOptions extends ReadOptions {
  /** Fields checked again when this one changes (the end date when the start date moves). */
  deps?: readonly string[] | undefined;
  /** Called after the form has taken the new value. */
  onChange?: ((event: { target: EventTarget }) => unknown) | undefined;
}

export interface SetValueOptions {
  shouldValidate?: boolean;
}

export interface FormStatus {
  isSubmitting: boolean;
  isSubmitted: boolean;
  /** Whether the values pass the schema; known once checked (see wantValidity). */
  isValid: boolean;
}

export interface StoreOptions<TIn, TOut> {
  resolver: Resolver<TIn, TOut>;
  defaultValues: TIn;
  mode?: ValidationMode | undefined;
}

interface Field {
  elements: Set<FieldElement>;
  options: RegisterOptions;
}

/**
 * One form's values, errors and fields, without React: use-form.ts renders from it. Values are
 * replaced, never mutated, so a watcher compares them by reference.
 */
export class FormStore<TIn extends FieldValues, TOut> {
  options: StoreOptions<TIn, TOut>;
  private defaults: TIn;
  private values: TIn;
  private errors = new Map<string, FieldError>();
  private fields = new Map<string, Field>();
  status: FormStatus = { isSubmitting: false, isSubmitted: false, isValid: false };
  /** Bumped whenever errors or status change: what a re-render of the form's host depends on. */
  version = 0;
  /** Bumped whenever a value changes. */
  valuesVersion = 0;
  /** The form's host called watch(): it re-renders on every change of a value. */
  watchedByHost = false;
  private checks = 0;
  private lastCheckOf = new Map<string, number>();
  private lastFullCheck = 0;
  private validityWanted = false;
  private statusListeners = new Set<() => void>();
  private valueListeners = new Set<() => void>();

  constructor(options: StoreOptions<TIn, TOut>) {
    this.options = options;
    this.defaults = options.defaultValues;
    this.values = options.defaultValues;
  }

  subscribeStatus = (listener: () => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };

  subscribeValues = (listener: () => void) => {
    this.valueListeners.add(listener);
    return () => void this.valueListeners.delete(listener);
  };

  private changed(status?: Partial<FormStatus>) {
    if (status) this.status = { ...this.status, ...status };
    this.version += 1;
    for (const listener of [...this.statusListeners]) listener();
  }

  getValues(): TIn;
  getValues(name: string): unknown;
  getValues(name?: string): unknown {
    return name === undefined ? this.values : getPath(this.values, name);
  }

  errorOf(name: string): FieldError | undefined {
    return this.errors.get(name);
  }

  /** All errors, nested as the values are: `errors.hero?.title?.message`; the form's own error is `root`. */
  errorTree(): Record<string, unknown> {
    let tree: Record<string, unknown> = {};
    for (const [path, error] of this.errors) {
      const at = path === '' ? 'root' : path;
      tree = setPath(tree, at, { ...(getPath(tree, at) as object | undefined), ...error });
    }
    return tree;
  }

  private setFieldValue(name: string, value: unknown) {
    this.values = setPath(this.values, name, value);
    this.valuesChanged();
  }

  private valuesChanged() {
    this.valuesVersion += 1;
    for (const listener of [...this.valueListeners]) listener();
  }

  // ── fields ────────────────────────────────────────────────────────────────────────────────

  register(name: string, options: RegisterOptions) {
    const field = this.fields.get(name);
    if (field) field.options = options;
    else this.fields.set(name, { elements: new Set(), options });
  }

  fieldOptions(name: string): RegisterOptions {
    return this.fields.get(name)?.options ?? {};
  }

  /** An element for `name` has mounted: it shows the form's value, or gives the one typed before hydration. */
  attach(name: string, el: FieldElement): () => void {
    const field = this.fields.get(name) ?? { elements: new Set<FieldElement>(), options: {} };
    this.fields.set(name, field);
    field.elements.add(el);
    if (typedBeforeHydration(el, getPath(this.values, name))) queueMicrotask(() => this.input(name, el));
    else writeField(el, getPath(this.values, name));
    return () => void field.elements.delete(el);
  }

  /** The visitor changed an element of `name`. */
  input(name: string, el: FieldElement) {
    const field = this.fields.get(name);
    this.setFieldValue(name, readField(field?.elements ?? [el], el, field?.options ?? {}));
    const { mode = 'onSubmit' } = this.options;
    if (mode === 'onChange' || this.status.isSubmitted) void this.checkAfterChange(name);
    else if (this.validityWanted) void this.check([]);
  }

  private checkAfterChange(name: string) {
    return this.check([name, ...(this.fields.get(name)?.options.deps ?? [])]);
  }

  setValue(name: string, value: unknown, options: SetValueOptions = {}) {
    this.setFieldValue(name, value);
    for (const el of this.fields.get(name)?.elements ?? []) writeField(el, value);
    if (options.shouldValidate) void this.checkAfterChange(name);
  }

  // ── checks ────────────────────────────────────────────────────────────────────────────────

  /**
   * Runs the schema over the whole form and shows its errors for `names` (every field when null).
   * Checks are asynchronous: a field shows the result of the check started last for it.
   * Resolves whether those fields passed.
   */
  async check(names: readonly string[] | null): Promise<boolean> {
    const id = ++this.checks;
    if (names === null) this.lastFullCheck = id;
    else for (const name of names) this.lastCheckOf.set(name, id);
    const result = await this.options.resolver(this.values);
    const found = result.errors ?? new Map<string, FieldError>();
    if (names === null) {
      if (id === this.checks) this.errors = new Map(found);
    } else {
      for (const name of names) {
        if (this.lastCheckOf.get(name) !== id || this.lastFullCheck > id) continue;
        this.forgetErrors(name);
        for (const [path, error] of found) if (isWithin(path, name)) this.errors.set(path, error);
      }
    }
    this.changed(id === this.checks ? { isValid: found.size === 0 } : undefined);
    return names === null ? found.size === 0 : ![...found.keys()].some((path) => names.some((name) => isWithin(path, name)));
  }

  /** Someone reads isValid: check the values now, not only after the first change (no error is shown). */
  wantValidity() {
    if (this.validityWanted) return;
    this.validityWanted = true;
    void this.check([]);
  }

  /**
   * Checks the values and hands them to `onValid`, awaiting what it returns. A submit while one
   * is under way is ignored: a double click sent two requests (two products, two coupons) before
   * the button could be disabled, so handlers return their request's promise to hold the form.
   */
  async submit(onValid: (values: TOut) => unknown, onInvalid?: (errors: Record<string, unknown>) => unknown) {
    if (this.status.isSubmitting) return;
    this.changed({ isSubmitting: true });
    try {
      const id = ++this.checks;
      this.lastFullCheck = id;
      const result = await this.options.resolver(this.values);
      this.errors = new Map(result.errors ?? []);
      this.changed({ isSubmitted: true, isValid: result.errors === null });
      if (result.errors === null) await onValid(result.values);
      else {
        this.focusFirstError();
        await onInvalid?.(this.errorTree());
      }
    } finally {
      this.changed({ isSubmitting: false });
    }
  }

  private focusFirstError() {
    for (const name of this.fields.keys()) {
      if ([...this.errors.keys()].some((path) => isWithin(path, name) || isWithin(name, path)) && this.focus(name)) return;
    }
  }

  /** Focuses a shown, enabled element of `name`; whether there was one. */
  private focus(name: string): boolean {
    const el = [...(this.fields.get(name)?.elements ?? [])].find((candidate) => candidate.isConnected && !candidate.disabled);
    el?.focus();
    return el !== undefined;
  }

  setError(name: string, error: FieldError, shouldFocus = false) {
    this.errors.set(name, error);
    this.changed();
    if (shouldFocus) this.focus(name);
  }

  private forgetErrors(name: string) {
    for (const path of [...this.errors.keys()]) if (isWithin(path, name)) this.errors.delete(path);
  }

  // ── resets ────────────────────────────────────────────────────────────────────────────────

  /** Back to the defaults, or to `values` as the new defaults: errors and submits forgotten. */
  reset(values?: TIn) {
    if (values !== undefined) this.defaults = values;
    this.values = this.defaults;
    for (const [name, field] of this.fields) for (const el of field.elements) writeField(el, getPath(this.values, name));
    this.valuesChanged();
    this.errors.clear();
    this.checks += 1; // a check still running belongs to the old values
    this.lastFullCheck = this.checks;
    this.changed({ isSubmitted: false, isValid: false });
    if (this.validityWanted) void this.check([]);
  }

  resetField(name: string) {
    this.setValue(name, getPath(this.defaults, name));
    this.forgetErrors(name);
    this.changed();
  }
}
