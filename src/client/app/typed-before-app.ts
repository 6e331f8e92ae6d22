import type { TypedBeforeApp, TypedValue } from '../prefetch/typed-before-app';

/** How often the fields typed into are looked at again while some are not taken over yet. */
const RETRY_MS = 50;
/** After this many looks a field still not taken over is given up (its part of the page never hydrated). */
const MAX_TRIES = 200;

const nativeSetter = (element: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;

/**
 * Gives the field the value typed as a person's change would: React tells a change from its own writes by the
 * value it last saw, so the field is first set (through React) to another value, then to the one typed (past
 * React), and the event a person's change fires is sent. The field's change handler then takes the value into
 * the form's draft, wherever the form keeps it.
 */
export function playBack(element: Element, value: TypedValue) {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (typeof value !== 'boolean') return;
    element.checked = !value;
    // A click on a checkbox or radio is what React hears as its change.
    element.click();
    return;
  }
  if (element instanceof HTMLSelectElement) {
    if (!Array.isArray(value)) return;
    for (const option of element.options) option.selected = value.includes(option.value);
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    typeof value === 'string'
  ) {
    element.value = value === '' ? ' ' : '';
    nativeSetter(element, 'value')?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Plays back each change whose field React has taken over, then a form sent meanwhile once every change is back
 * and React has the form (in a task of its own, after React has drawn what the changes did); true when nothing
 * is left waiting.
 */
export function playBackTaken(record: TypedBeforeApp): boolean {
  for (const [element, value] of [...record.typed]) {
    if (!element.isConnected) record.typed.delete(element);
    else if (record.takenOver(element)) {
      record.typed.delete(element);
      playBack(element, value);
    }
  }
  const sent = record.submitted;
  if (sent && (!sent.form.isConnected || (record.typed.size === 0 && record.takenOver(sent.form)))) {
    record.submitted = undefined;
    const { form, submitter } = sent;
    if (form.isConnected)
      setTimeout(() => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined));
  }
  return record.typed.size === 0 && !record.submitted;
}

/**
 * Once the app has taken the page over (its first commit), plays back what was typed before, and goes on doing
 * so for fields typed into while their part of the page was still the server's (React hydrates each Suspense
 * boundary on its own, later).
 */
export function replayTypedBeforeApp(record: TypedBeforeApp | undefined = window.aplTypedBeforeApp) {
  if (!record || record.onTyped) return;
  let waiting = false;
  let tries = 0;
  const look = () => {
    waiting = false;
    tries += 1;
    if (!playBackTaken(record) && tries < MAX_TRIES) later();
  };
  const later = () => {
    if (waiting) return;
    waiting = true;
    setTimeout(look, RETRY_MS);
  };
  record.onTyped = () => {
    tries = 0;
    later();
  };
  look();
}
