/** One field's message, as a form shows it under the field. */
export interface FieldError {
  /** The check that failed: a zod issue code, or 'server' / 'manual' for setError. */
  type: string;
  message?: string | undefined;
}

/** Errors by field path ('email', 'hero.title'); '' is an error of the whole form. */
export type ErrorMap = ReadonlyMap<string, FieldError>;

export type ResolverResult<TOut> = { values: TOut; errors: null } | { values: null; errors: ErrorMap };

/** Checks the whole form's values: the parsed values when they pass, else every field's first error. */
export type Resolver<TIn, TOut> = (values: TIn) => Promise<ResolverResult<TOut>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code: string;
}

/**
 * A schema's issues as field errors: the first issue of a field wins, as schemas list the most
 * basic check first; an issue inside a list ('tags.2') is shown on the list's own field.
 */
export function issuesToErrors(issues: readonly Issue[]): ErrorMap {
  const errors = new Map<string, FieldError>();
  for (const issue of issues) {
    const at = issue.path.findIndex((key) => typeof key !== 'string');
    const path = (at === -1 ? issue.path : issue.path.slice(0, at)).map(String).join('.');
    if (!errors.has(path)) errors.set(path, { type: issue.code, message: issue.message });
  }
  return errors;
}
