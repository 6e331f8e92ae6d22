/** The cookie that mirrors the visitor's stored location, for pages drawn on the server. */
export const LOCATION_COOKIE = 'apl.location';
