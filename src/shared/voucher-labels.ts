/** Member spec, section 3: the enumerations of Voucher History. */
export const HISTORY_KIND = { change: 1, receive: 2, consume: 3 } as const;
export const REQUEST_TYPE_LABEL: Record<number, string> = { 1: 'Swap', 2: 'Transfer' };
export const REQUEST_STATUS_LABEL: Record<number, string> = { 1: 'Pending', 2: 'Approved', 3: 'Rejected' };
export const REQUEST_STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red' };
export const VOUCHER_SOURCE_LABEL: Record<number, string> = {
  1: 'Satellite Reward',
  2: 'Converted',
  3: 'Manual Allocated',
  4: 'Purchase Online',
};
export const VOUCHER_HISTORY_PAGE_SIZE = 20;
