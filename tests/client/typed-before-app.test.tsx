// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayTypedBeforeApp } from '../../src/client/app/typed-before-app';
import { recordTypedBeforeApp } from '../../src/client/prefetch/typed-before-app';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A form as the app's are: every field controlled, its draft in state; the draft is shown beside it. */
function Form() {
  const [draft, setDraft] = useState({ name: 'Jo', note: '', news: false, state: 'VIC', size: 'small' });
  const set = (key: keyof typeof draft) => (value: string | boolean) =>
    setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form>
      <input aria-label="Name" value={draft.name} onChange={(e) => set('name')(e.currentTarget.value)} />
      <textarea aria-label="Note" value={draft.note} onChange={(e) => set('note')(e.currentTarget.value)} />
      <input
        aria-label="News"
        type="checkbox"
        checked={draft.news}
        onChange={(e) => set('news')(e.currentTarget.checked)}
      />
      <select aria-label="State" value={draft.state} onChange={(e) => set('state')(e.currentTarget.value)}>
        <option value="VIC">VIC</option>
        <option value="NSW">NSW</option>
      </select>
      {['small', 'large'].map((size) => (
        <input
          key={size}
          aria-label={size}
          type="radio"
          name="size"
          value={size}
          checked={draft.size === size}
          onChange={() => set('size')(size)}
        />
      ))}
      <output>{JSON.stringify(draft)}</output>
    </form>
  );
}

const field = <T extends Element>(label: string) =>
  document.querySelector(`[aria-label="${label}"]`) as unknown as T;

/** What a person does in the browser: the field changes, and the browser fires its events. */
function type(label: string, value: string) {
  const element = field<HTMLInputElement | HTMLTextAreaElement>(label);
  // The browser's own setter: a person's typing goes past the one React puts on fields it has taken over.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
function tick(label: string) {
  field<HTMLInputElement>(label).click();
}
function choose(label: string, value: string) {
  const select = field<HTMLSelectElement>(label);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const draft = () => JSON.parse(document.querySelector('output')?.textContent ?? '{}');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  window.aplTypedBeforeApp = undefined;
  document.body.innerHTML = '';
});

/** The server's page, then the prefetch script, then what the person does before React takes the page over. */
function renderedPage(before: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  recordTypedBeforeApp(document, window);
  before();
  return container;
}

async function takeOver(container: HTMLElement, replay: boolean) {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  if (replay) await act(async () => replayTypedBeforeApp());
}

describe('what is typed before the app takes the page over', () => {
  const person = () => {
    type('Name', 'Joanna');
    type('Note', 'Late on Fridays');
    tick('News');
    choose('State', 'NSW');
    tick('large');
  };

  it('is lost without the play-back: the draft keeps the drawn values', async () => {
    await takeOver(renderedPage(person), false);
    expect(draft()).toEqual({ name: 'Jo', note: '', news: false, state: 'VIC', size: 'small' });
  });

  it('reaches the form’s draft through each field’s own change handler, and stays on screen', async () => {
    await takeOver(renderedPage(person), true);
    expect(draft()).toEqual({
      name: 'Joanna',
      note: 'Late on Fridays',
      news: true,
      state: 'NSW',
      size: 'large',
    });
    expect(field<HTMLInputElement>('Name').value).toBe('Joanna');
    expect(field<HTMLTextAreaElement>('Note').value).toBe('Late on Fridays');
    expect(field<HTMLInputElement>('News').checked).toBe(true);
    expect(field<HTMLSelectElement>('State').value).toBe('NSW');
    expect(field<HTMLInputElement>('large').checked).toBe(true);
    expect(field<HTMLInputElement>('small').checked).toBe(false);
  });

  it('gives back what was last typed, including a field emptied', async () => {
    const container = renderedPage(() => {
      type('Name', 'Joanna');
      type('Name', '');
    });
    await takeOver(container, true);
    expect(draft().name).toBe('');
    expect(field<HTMLInputElement>('Name').value).toBe('');
  });

  it('leaves alone what the person did after React took the field over', async () => {
    const container = renderedPage(() => type('Name', 'Joanna'));
    await takeOver(container, true);
    expect(window.aplTypedBeforeApp?.typed.size).toBe(0);
    await act(async () => type('Note', 'Typed through React'));
    expect(window.aplTypedBeforeApp?.typed.size).toBe(0);
    expect(draft()).toMatchObject({ name: 'Joanna', note: 'Typed through React' });
  });

  it('waits for a field React has not taken over yet, and forgets one no longer on the page', async () => {
    const container = renderedPage(() => type('Name', 'Joanna'));
    const record = window.aplTypedBeforeApp;
    if (!record) throw new Error('the prefetch script records');
    const detached = document.createElement('input');
    record.typed.set(detached, 'gone');
    replayTypedBeforeApp();
    expect(record.typed.has(field('Name'))).toBe(true);
    expect(record.typed.has(detached)).toBe(false);
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(record.typed.size).toBe(0);
    expect(draft().name).toBe('Joanna');
  });
});

/** A form the app sends itself: what it sends is recorded. */
function SignUp({ sent }: { sent: string[] }) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(name);
      }}
    >
      <input aria-label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a form sent before the app takes the page over', () => {
  const drawn = (id: string) => {
    const container = document.createElement('div');
    container.id = id;
    container.innerHTML = renderToString(<SignUp sent={[]} />);
    document.body.append(container);
    recordTypedBeforeApp(document, window);
    return container;
  };
  const send = () => (document.querySelector('button') as HTMLButtonElement).click();

  it('is kept from the browser, then sent by the app with what was typed', async () => {
    const container = drawn('root');
    type('Name', 'Joanna');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    send();
    expect(window.aplTypedBeforeApp?.submitted?.form).toBe(document.querySelector('form'));
    const sent: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <SignUp sent={sent} />);
    });
    // The app sends it on a later task, once the typing is played back: how soon depends on the machine's load.
    // (The earlier tests' records still listen on this document and send it again later: in a page there is one.)
    await act(async () => replayTypedBeforeApp());
    await act(() => vi.waitFor(() => expect(sent.length).toBeGreaterThan(0)));
    expect(sent[0]).toBe('Joanna');
    expect(window.aplTypedBeforeApp?.submitted).toBeUndefined();
  });

  it('leaves a form outside the app (the server’s own pages) to the browser', () => {
    drawn('server-page');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(window.aplTypedBeforeApp?.submitted).toBeUndefined();
  });
});
