/** The largest order an About page can take in the About menu (smallest first, pages of one order by name). */
export const NAV_ORDER_MAX = 999;
