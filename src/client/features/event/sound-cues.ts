import type { ClockCue } from '../../../shared/clock';

/** Tones per cue (Hz, played one after another): a rising pair for a level, a falling triple for a break. */
const TONES: Record<ClockCue, number[]> = {
  level: [660, 880],
  break: [880, 660, 440],
  minute: [990],
};

let audio: AudioContext | null = null;

/** Browsers only allow sound after a tap, so the first call must come from the player view's switch. */
export function unlockSound() {
  audio ??= new AudioContext();
  void audio.resume();
}

export function playCue(cue: ClockCue) {
  if (!audio) return;
  const start = audio.currentTime;
  TONES[cue].forEach((frequency, i) => {
    if (!audio) return;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i * 0.35);
    gain.gain.exponentialRampToValueAtTime(0.4, start + i * 0.35 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.35 + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + i * 0.35);
    oscillator.stop(start + i * 0.35 + 0.32);
  });
}
