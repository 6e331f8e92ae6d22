import { fromCallback } from 'xstate';
import { type ScreenWakeLockEvent, screenWakeLockMachine } from '../../../../machines/screen-wake-lock';

/**
 * The Screen Wake Lock API: the lock is asked for while the page is visible and again each time it becomes
 * visible; a refusal (a battery saver) waits for the next time. Released when the view goes.
 */
export const screenWakeLock = fromCallback<ScreenWakeLockEvent>(({ sendBack }) => {
  const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
  if (!wakeLock) {
    sendBack({ type: 'wakelock.unsupported' });
    return () => {};
  }
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  let stopped = false;
  const ask = () => {
    if (stopped || asking || lock || document.visibilityState !== 'visible') return;
    asking = true;
    wakeLock
      .request('screen')
      .then((sentinel) => {
        asking = false;
        if (stopped) return void sentinel.release();
        lock = sentinel;
        sentinel.addEventListener('release', () => {
          lock = null;
          if (!stopped) sendBack({ type: 'wakelock.released' });
        });
        sendBack({ type: 'wakelock.held' });
      })
      .catch(() => {
        asking = false;
      });
  };
  document.addEventListener('visibilitychange', ask);
  ask();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', ask);
    void lock?.release();
  };
});

export const liveScreenWakeLockMachine = screenWakeLockMachine.provide({
  actors: { wakeLock: screenWakeLock },
});
