import { dateFormat, numberFormat } from './intl';
/** PTC amounts move in steps of 5 (the transfer slider, the server's rule). */
export const PTC_STEP = 5;
/** The transfer wizard preselects 30% of what may be transferred, rounded up to a step, at most 50. */
export const PTC_PRESELECT_SHARE = 0.3;
export const PTC_PRESELECT_CAP = 50;
/** Credits live a year from when they were credited. */
export const PTC_VALIDITY_DAYS = 365;
/** The summary shows what expires within this many days; the SMS reminder goes this many days before. */
export const PTC_EXPIRING_SOON_DAYS = 30;
export const PTC_REMINDER_DAYS = 7;

/** The wizard's starting amount: 30% of the available PTC rounded up to a multiple of 5, capped at 50. */
export function preselectedTransferAmount(available: number): number {
  if (available <= 0) return 0;
  const rounded = Math.ceil((available * PTC_PRESELECT_SHARE) / PTC_STEP) * PTC_STEP;
  return Math.min(rounded, PTC_PRESELECT_CAP, Math.floor(available / PTC_STEP) * PTC_STEP);
}

/** The rules the server enforces on a transfer, as the summary lists them. */
export const PTC_TRANSFER_RULES = [
  `PTC can be transferred in multiples of ${PTC_STEP}.`,
  'You cannot transfer PTC to yourself.',
  'The receiving player must be an active member.',
  'You can transfer at most your PTC available for transfer; PTC received from another player cannot be transferred again.',
  'The PTC that expire first are transferred first; the receiving player has them for a year.',
  'Transfers are immediate and cannot be reversed.',
] as const;

/** PTC as the member screens show it: a whole number and 'PTC'. */
export const formatPtc = (amount: number) => `${numberFormat('en-AU').format(Math.round(amount))} PTC`;

const memberDate = () =>
  dateFormat('en-AU', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Australia/Melbourne',
  });

/** Dates on the member screens: D/MM/YYYY in the league's time (Melbourne). */
export function formatMemberDate(iso: string) {
  const parts = Object.fromEntries(
    memberDate()
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${Number(parts.day)}/${String(parts.month).padStart(2, '0')}/${parts.year}`;
}
