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

/** "1,000/2,000" -> 2000: the big blind of a formatted blind. */
export function bigBlindOf(formatted: string): number | null {
  const big = formatted.split('/')[1];
  const value = big ? Number(big.replace(/[^\d]/g, '')) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** How many big blinds an average stack is worth, to one decimal. */
export function stackInBigBlinds(averageChip: number, formattedBlind: string): number | null {
  const big = bigBlindOf(formattedBlind);
  return big && averageChip > 0 ? Math.round((averageChip / big) * 10) / 10 : null;
}

/** Chips in play are worth this few big blinds when a field of any size is all but decided. */
export const FINISH_BIG_BLINDS = 15;

/**
 * When the tournament will likely end: the start of the first level whose big blind reaches the chips in
 * play divided by FINISH_BIG_BLINDS, or the end of the structure. Null before anyone has entered.
 */
export function estimateFinish(
  position: ClockPosition,
  levels: (Pick<ClockLevel, 'roundNumber' | 'roundLength' | 'breakLength'> & { bigBlind: number })[],
  chipsInPlay: number,
  now: Date,
): Date | null {
  if (chipsInPlay <= 0 || levels.length === 0) return null;
  const target = chipsInPlay / FINISH_BIG_BLINDS;
  const index = levels.findIndex((l) => l.roundNumber === position.currentRound);
  if (index < 0) return null;
  let seconds = position.remainingSeconds;
  const current = levels[index] as (typeof levels)[number];
  if (current.bigBlind >= target) return new Date(now.getTime() + seconds * 1000);
  if (position.isRound) seconds += current.breakLength;
  for (const level of levels.slice(index + 1)) {
    if (level.bigBlind >= target) return new Date(now.getTime() + seconds * 1000);
    seconds += level.roundLength + level.breakLength;
  }
  return new Date(now.getTime() + seconds * 1000);
}

export type ClockCue = 'level' | 'break' | 'minute';

/** The sound a change of the clock deserves: a new level, a break starting, or one minute left of a round. */
export function cueBetween(
  before: Pick<ClockPosition, 'currentRound' | 'isRound' | 'remainingSeconds'> | null,
  after: Pick<ClockPosition, 'currentRound' | 'isRound' | 'remainingSeconds'>,
): ClockCue | null {
  if (!before) return null;
  if (before.isRound && !after.isRound) return 'break';
  if (after.isRound && (after.currentRound !== before.currentRound || !before.isRound)) return 'level';
  if (after.isRound && before.remainingSeconds > 60 && after.remainingSeconds <= 60) return 'minute';
  return null;
}

/** 905 -> "15:05"; an hour or more -> "1:02:05". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  [RUN_STATUS.NOT_START]: 'Not started',
  [RUN_STATUS.RUNNING]: 'Running',
  [RUN_STATUS.PAUSED]: 'Paused',
  [RUN_STATUS.INVALID]: 'Not set up',
  // The spec's label for the ended clock.
  [RUN_STATUS.END_OF_ALL_ROUND]: 'End Of All Rounds',
};

/** A tournament clock's run status (either notation, 1-5 or NOT_START ... END_OF_ALL_ROUND) in words. */
export const runStatusLabel = (status: number | string | null | undefined) =>
  RUN_STATUS_LABELS[toRunStatus(status)];
