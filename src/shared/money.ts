import { numberFormat } from './intl';

const wholeDollars = () =>
  numberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
const dollarsAndCents = () =>
  numberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Whole dollars, the one way the site writes a buy-in, a prize or winnings: $1,500. */
export const formatDollars = (amount: number) => wholeDollars().format(Math.round(amount) || 0);

/** A prize or winnings column: the amount, or '-' when nothing was won. */
export const formatPrize = (amount: number | null | undefined) =>
  amount != null && amount > 0 ? formatDollars(amount) : '-';

/** An amount held in cents (card charges and surcharges): $20.40. */
export const formatCents = (cents: number) => dollarsAndCents().format(cents / 100);

/** An amount in cents as a card is charged it, with its currency: "$20.40 AUD". */
export const formatAudCents = (cents: number) => `${formatCents(cents)} AUD`;
