// Fields stay uncontrolled, as the browser draws them: the form reads an element when it changes
// and writes it only on reset or setValue, so typing re-renders nothing but what shows an error.

export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface ReadOptions {
  /** Number inputs: the value as a number, NaN when empty (the schema then says what is missing). */
  valueAsNumber?: boolean | undefined;
  /** Turns the text into the form's value, e.g. an empty quantity into null. */
  setValueAs?: ((text: string) => unknown) | undefined;
}

const isInput = (el: FieldElement): el is HTMLInputElement => el.tagName === 'INPUT';
const isType = (el: FieldElement, ...types: string[]) => isInput(el) && types.includes(el.type);

/** The value a field's elements hold now: radios share one name, a single checkbox is a boolean. */
export function readField(elements: Iterable<FieldElement>, changed: FieldElement, options: ReadOptions): unknown {
  if (isType(changed, 'radio')) return [...elements].find((el) => isInput(el) && el.checked)?.value ?? null;
  if (isInput(changed) && changed.type === 'checkbox') return changed.checked;
  if (isInput(changed) && changed.type === 'file') return changed.files;
  const text = changed.value;
  if (options.setValueAs) return options.setValueAs(text);
  if (options.valueAsNumber) return text === '' ? Number.NaN : Number(text);
  return text;
}

/** The text an input shows for a value. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return '';
  return String(value);
}

export function writeField(el: FieldElement, value: unknown): void {
  if (isType(el, 'radio')) (el as HTMLInputElement).checked = el.value === value;
  else if (isType(el, 'checkbox')) (el as HTMLInputElement).checked = value === true;
  else if (!isType(el, 'file') && el.value !== textOf(value)) el.value = textOf(value);
}

/**
 * Text the visitor typed into a server-rendered field before the page's code ran: the form takes
 * it as the field's value rather than writing its own default over it. Selects, checkboxes and
 * radios always show a choice, so only text fields count.
 */
export function typedBeforeHydration(el: FieldElement, value: unknown): boolean {
  if (el.tagName === 'SELECT' || isType(el, 'radio', 'checkbox', 'file')) return false;
  return el.value !== '' && el.value !== textOf(value);
}
