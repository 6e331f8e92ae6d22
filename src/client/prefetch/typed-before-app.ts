/**
 * What a person types or ticks into a page the server drew before the app has taken that field over (hydration).
 * React adopts such a field's element as it finds it but keeps the value its own render gave (the server's),
 * and puts that back at the next render: the typing would be lost. The prefetch script records each such change
 * here, and the app plays it back through the field's own change handler once React has taken the field over
 * (src/client/app/typed-before-app.ts), so the form's draft (in its machine or its state) holds it.
 */

/** A field's value as typed: text, ticked or not, or the values chosen in a select. */
export type TypedValue = string | boolean | string[];

export interface TypedBeforeApp {
  /** The fields changed before React took them over, with the last value the person gave each, in order. */
  typed: Map<Element, TypedValue>;
  /** Whether React has taken the element over (the app asks before playing a change back). */
  takenOver: (element: Element) => boolean;
  /**
   * A form of the app's sent before React took it over: the browser would send it as a plain form and load the
   * page again, the typing gone. It is kept from the browser and sent once the app has the form, after the typing.
   */
  submitted?: { form: HTMLFormElement; submitter: HTMLElement | null };
  /** Set by the app: told of each change recorded, so it plays it back once the field is taken over. */
  onTyped?: () => void;
}

declare global {
  interface Window {
    aplTypedBeforeApp?: TypedBeforeApp;
  }
}

/** React marks each element it has taken over with its props under this prefix (react-dom's internalPropsKey). */
const REACT_PROPS = '__reactProps$';

const takenOver = (element: EventTarget) => Object.keys(element).some((key) => key.startsWith(REACT_PROPS));

/** The value a person gave a form field, or null for what is not one (or cannot be given back: a file). */
function typedValue(target: EventTarget | null): TypedValue | null {
  if (target instanceof HTMLInputElement) {
    if (target.type === 'checkbox' || target.type === 'radio') return target.checked;
    return target.type === 'file' ? null : target.value;
  }
  if (target instanceof HTMLTextAreaElement) return target.value;
  if (target instanceof HTMLSelectElement) return [...target.selectedOptions].map((option) => option.value);
  return null;
}

/** Records the changes made to fields React has not taken over yet, from the page's first moment. */
export function recordTypedBeforeApp(doc: Document, win: Window) {
  const record: TypedBeforeApp = { typed: new Map(), takenOver };
  const note = (event: Event) => {
    const { target } = event;
    const value = typedValue(target);
    if (value === null || !target || takenOver(target)) return;
    // Moved to the end: fields are played back in the order they were last changed.
    record.typed.delete(target as Element);
    record.typed.set(target as Element, value);
    record.onTyped?.();
  };
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      // The server's own pages (the login form) post as they are; so does a form the app has taken over.
      if (
        !(form instanceof HTMLFormElement) ||
        takenOver(form) ||
        !doc.getElementById('root')?.contains(form)
      )
        return;
      event.preventDefault();
      record.submitted = { form, submitter: (event as SubmitEvent).submitter };
      record.onTyped?.();
    },
    true,
  );
  win.aplTypedBeforeApp = record;
}
