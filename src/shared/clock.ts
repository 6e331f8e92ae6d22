/** Tournament clock rules shared by the server's authoritative clock and the browser's local countdown. */

export const RUN_STATUS = { NOT_START: 1, RUNNING: 2, PAUSED: 3, INVALID: 4, END_OF_ALL_ROUND: 5 } as const;
export type RunStatus = (typeof RUN_STATUS)[keyof typeof RUN_STATUS];
export type RunStatusName = keyof typeof RUN_STATUS;

/** Accepts either notation (1-5 or NOT_START ... END_OF_ALL_ROUND). */
export function toRunStatus(value: number | string | null | undefined): RunStatus {
  if (typeof value === 'number' && value >= 1 && value <= 5) return value as RunStatus;
  if (typeof value === 'string') {
    const byName = RUN_STATUS[value.toUpperCase() as RunStatusName];
    if (byName) return byName;
    const numeric = Number(value);
    if (numeric >= 1 && numeric <= 5 && Number.isInteger(numeric)) return numeric as RunStatus;
  }
  return RUN_STATUS.INVALID;
}

export interface ClockLevel {
  roundNumber: number;
  roundLength: number;
  breakLength: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
}

export interface ClockPosition {
  currentRound: number;
  isRound: boolean;
  remainingSeconds: number;
}

export const formatBlind = (level: Pick<ClockLevel, 'smallBlind' | 'bigBlind'>) =>
  `${level.smallBlind.toLocaleString('en-AU')}/${level.bigBlind.toLocaleString('en-AU')}`;

/**
 * One step when the countdown reaches zero (spec, "Local clock advance"): a round with a break becomes that
 * break; otherwise the next round starts with its own length. After the last round nothing changes.
 */
export function nextPosition(position: ClockPosition, levels: ClockLevel[]): ClockPosition | null {
  const index = levels.findIndex((l) => l.roundNumber === position.currentRound);
  const level = levels[index];
  if (!level) return null;
  if (position.isRound && level.breakLength > 0) {
    return { currentRound: level.roundNumber, isRound: false, remainingSeconds: level.breakLength };
  }
  const next = levels[index + 1];
  if (!next) return null;
  return { currentRound: next.roundNumber, isRound: true, remainingSeconds: next.roundLength };
}

/** Where a running clock is after `elapsedSeconds`, stepping through rounds and breaks; capped at the end. */
export function advance(
  position: ClockPosition,
  levels: ClockLevel[],
  elapsedSeconds: number,
): ClockPosition & { ended: boolean } {
  let current = position;
  let left = elapsedSeconds;
  while (left >= current.remainingSeconds) {
    const next = nextPosition(current, levels);
    if (!next) return { ...current, remainingSeconds: 0, ended: true };
    left -= current.remainingSeconds;
    current = next;
  }
  return { ...current, remainingSeconds: current.remainingSeconds - left, ended: false };
}
