import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type MemberMobile, mobileVerificationMachine } from '../../machines/mobile-verification';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/mobile-verification-paths.test.tsx.
const NOW = Date.UTC(2026, 10, 22, 9);
/** Resend is locked for 90 seconds after the last send (member spec, section 4). */
const LOCK_MS = 90_000;
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

function start(lastSentAt: number | null = null) {
  const loadMember = fakeActor<MemberMobile>('loadMember');
  const sendCode = fakeActor<{ sentAt: number }, { mobile: string }>('sendCode');
  const verifyCode = fakeActor<unknown, { mobile: string; code: string }>('verifyCode');
  const goOn = vi.fn();
  const keepSentAt = vi.fn();
  const actor = createActor(
    mobileVerificationMachine.provide({
      actors: { loadMember: loadMember.logic, sendCode: sendCode.logic, verifyCode: verifyCode.logic },
      actions: { goOn, keepSentAt: (_, sentAt: number) => keepSentAt(sentAt) },
    }),
    { input: { lastSentAt, now: Date.now() } },
  ).start();
  return { actor, loadMember, sendCode, verifyCode, goOn, keepSentAt };
}

async function ready(lastSentAt: number | null = null) {
  const fake = start(lastSentAt);
  fake.loadMember.settle({
    type: 'xstate.done.actor.loadMember',
    output: { mobile: '0467890123', mobileVerified: false },
  });
  await flush();
  return fake;
}

type Actor = ReturnType<typeof start>['actor'];
/** What the member types into the Mobile field, then Send Code. */
function sendTo(actor: Actor, mobile: string) {
  actor.send({ type: 'mobile.change', mobile });
  actor.send({ type: 'code.send' });
}
/** What the member types into the Verification code field, then Verify. */
function verifyWith(actor: Actor, code: string) {
  actor.send({ type: 'code.change', code });
  actor.send({ type: 'code.verify' });
}

const request = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { ready: { request: string } }).ready.request;

describe('mobile verification', () => {
  it('a verified mobile goes straight on', async () => {
    const { actor, loadMember, goOn } = start();
    expect(actor.getSnapshot().context).toEqual({
      mobileDraft: '',
      codeDraft: '',
      sentAt: null,
      mobileError: null,
      codeError: null,
      error: null,
    });
    loadMember.settle({
      type: 'xstate.done.actor.loadMember',
      output: { mobile: '0467890123', mobileVerified: true },
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().status).toBe('done');
    expect(goOn).toHaveBeenCalledTimes(1);
  });

  it("prefills the member's mobile, spaced for reading, and offers a code", async () => {
    const { actor, goOn } = await ready();
    expect(actor.getSnapshot().context).toEqual({
      mobileDraft: '0467 890 123',
      codeDraft: '',
      sentAt: null,
      mobileError: null,
      codeError: null,
      error: null,
    });
    expect(request(actor)).toBe('open');
    expect(goOn).not.toHaveBeenCalled();
  });

  it('a failed load shows its message', async () => {
    const { actor, loadMember } = start();
    loadMember.settle({ type: 'xstate.error.actor.loadMember', error: new Error('Session expired') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Session expired');
  });

  it('a code sent less than 90 s before the reload keeps Resend locked for the rest of it', async () => {
    const { actor } = await ready(NOW - LOCK_MS + 10_000);
    expect(actor.getSnapshot().context.sentAt).toBe(NOW - LOCK_MS + 10_000);
    expect(request(actor)).toBe('locked');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(request(actor)).toBe('locked');
    await vi.advanceTimersByTimeAsync(1);
    expect(request(actor)).toBe('open');
    // Exactly 90 s before this load (the clock has moved on 10 s): the lock is over.
    const old = await ready(Date.now() - LOCK_MS);
    expect(old.actor.getSnapshot().context.sentAt).toBeNull();
    expect(request(old.actor)).toBe('open');
  });

  it('an invalid mobile shows its message; a valid one gets a code and locks Resend for 90 s', async () => {
    const { actor, sendCode, keepSentAt } = await ready();
    sendTo(actor, '');
    expect(actor.getSnapshot().context.mobileError).toBe('Mobile is required.');
    expect(sendCode.calls).toHaveLength(0);
    sendTo(actor, '0450 12');
    expect(actor.getSnapshot().context.mobileError).toBe('Invalid mobile number format');
    expect(sendCode.calls).toHaveLength(0);
    sendTo(actor, '0467890123');
    expect(actor.getSnapshot().context.mobileError).toBeNull();
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(sendCode.inputs()).toEqual([{ mobile: '0467890123' }]);
    sendCode.settle({ type: 'xstate.done.actor.sendCode', output: { sentAt: NOW } });
    await flush();
    expect(actor.getSnapshot().hasTag('sending')).toBe(false);
    expect(actor.getSnapshot().context.sentAt).toBe(NOW);
    expect(keepSentAt).toHaveBeenCalledWith(NOW);
    expect(request(actor)).toBe('locked');
    actor.send({ type: 'code.send' });
    expect(sendCode.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOCK_MS - 1);
    expect(request(actor)).toBe('locked');
    await vi.advanceTimersByTimeAsync(1);
    expect(request(actor)).toBe('open');
  });

  it("a refused send shows the server's message and can be tried again at once", async () => {
    const { actor, sendCode } = await ready();
    actor.send({ type: 'code.send' });
    expect(sendCode.inputs()).toEqual([{ mobile: '0467 890 123' }]);
    sendCode.settle({ type: 'xstate.error.actor.sendCode', error: new Error('Too many codes') });
    await flush();
    expect(request(actor)).toBe('open');
    expect(actor.getSnapshot().context.error).toBe('Too many codes');
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('checks the code is well formed, verifies it trimmed, then goes on', async () => {
    const { actor, verifyCode, goOn } = await ready();
    actor.send({ type: 'code.verify' });
    expect(actor.getSnapshot().context.codeError).toBe('Verification code is required.');
    verifyWith(actor, '12');
    expect(actor.getSnapshot().context.codeError).toBe('The verification code is 6 digits.');
    expect(verifyCode.calls).toHaveLength(0);
    verifyWith(actor, ' 123456 ');
    expect(actor.getSnapshot().context.codeError).toBeNull();
    expect(actor.getSnapshot().hasTag('verifying')).toBe(true);
    // With the mobile as it is in the field.
    expect(verifyCode.inputs()).toEqual([{ mobile: '0467 890 123', code: '123456' }]);
    verifyCode.settle({ type: 'xstate.done.actor.verifyCode', output: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(goOn).toHaveBeenCalledTimes(1);
  });

  it("a wrong code shows the server's message and may be entered again", async () => {
    const { actor, verifyCode } = await ready();
    verifyWith(actor, '123456');
    verifyCode.settle({ type: 'xstate.error.actor.verifyCode', error: new Error('Invalid code') });
    await flush();
    expect(actor.getSnapshot().hasTag('verifying')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('Invalid code');
    // The code typed stays in its field, to correct.
    expect(actor.getSnapshot().context.codeDraft).toBe('123456');
    verifyWith(actor, '654321');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(verifyCode.inputs()).toEqual([
      { mobile: '0467 890 123', code: '123456' },
      { mobile: '0467 890 123', code: '654321' },
    ]);
  });

  it('another number typed forgets the code typed for the one before, and what was said about it', async () => {
    const { actor, sendCode } = await ready();
    actor.send({ type: 'code.send' });
    sendCode.settle({ type: 'xstate.done.actor.sendCode', output: { sentAt: NOW } });
    await flush();
    verifyWith(actor, '12');
    expect(actor.getSnapshot().context).toMatchObject({
      codeDraft: '12',
      codeError: 'The verification code is 6 digits.',
    });
    actor.send({ type: 'mobile.change', mobile: '0467 890 12' });
    expect(actor.getSnapshot().context).toMatchObject({
      mobileDraft: '0467 890 12',
      codeDraft: '',
      codeError: null,
    });
    actor.send({ type: 'code.change', code: '654321' });
    expect(actor.getSnapshot().context.codeDraft).toBe('654321');
    actor.send({ type: 'mobile.change', mobile: '0467 890 124' });
    expect(actor.getSnapshot().context).toMatchObject({ mobileDraft: '0467 890 124', codeDraft: '' });
    // The lock is the last send's, whatever number is typed since.
    expect(request(actor)).toBe('locked');
  });

  it('the same number spaced otherwise keeps the code typed', async () => {
    const { actor } = await ready();
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'mobile.change', mobile: '0467890123' });
    actor.send({ type: 'mobile.change', mobile: ' 0467 890123' });
    actor.send({ type: 'mobile.change', mobile: '+61 467 890 123' });
    expect(actor.getSnapshot().context).toMatchObject({
      mobileDraft: '+61 467 890 123',
      codeDraft: '123456',
    });
    // Digits typed one by one, spaces between: the number grows, so the code goes.
    actor.send({ type: 'mobile.change', mobile: '04' });
    actor.send({ type: 'code.change', code: '1' });
    actor.send({ type: 'mobile.change', mobile: '04 ' });
    expect(actor.getSnapshot().context.codeDraft).toBe('1');
    actor.send({ type: 'mobile.change', mobile: '04 6' });
    expect(actor.getSnapshot().context.codeDraft).toBe('');
  });

  it('takes no typing while the member loads, nor once it failed', async () => {
    const { actor, loadMember } = start();
    actor.send({ type: 'mobile.change', mobile: '0467 890 123' });
    actor.send({ type: 'code.change', code: '123456' });
    expect(actor.getSnapshot().context).toMatchObject({ mobileDraft: '', codeDraft: '' });
    loadMember.settle({ type: 'xstate.error.actor.loadMember', error: new Error('Session expired') });
    await flush();
    actor.send({ type: 'mobile.change', mobile: '0467 890 123' });
    actor.send({ type: 'code.change', code: '123456' });
    expect(actor.getSnapshot().context).toMatchObject({ mobileDraft: '', codeDraft: '' });
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(mobileVerificationMachine)).toEqual({
      loadMember: 'loadMember not provided',
      sendCode: 'sendCode not provided',
      verifyCode: 'verifyCode not provided',
    });
  });
});
