// Field names are dotted paths into the form's values ('hero.imageFileName'), as the shared
// schemas nest them; these read and write one place in a plain object tree.

export type FieldValues = Record<string, any>; // any object shape

export type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob | FileList | readonly unknown[];

/** Every name a field can register under: top-level keys and the keys of nested objects. */
export type FieldPath<T> = T extends Leaf
  ? never
  : { [K in keyof T & string]: NonNullable<T[K]> extends Leaf ? K : K | `${K}.${FieldPath<NonNullable<T[K]>>}` }[keyof T & string];

/** The value at a path. */
export type FieldPathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? FieldPathValue<NonNullable<T[K]>, Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export function getPath(values: unknown, path: string): unknown {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `values` with `value` at `path`; the objects along the path are copied, the rest shared. */
export function setPath<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const here = (values !== null && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  return { ...here, [key]: rest.length === 0 ? value : setPath(here[key], rest.join('.'), value) } as T;
}

/** Whether a path is `name` itself or lies inside it ('hero.title' is inside 'hero'). */
export function isWithin(path: string, name: string): boolean {
  return path === name || path.startsWith(`${name}.`);
}
