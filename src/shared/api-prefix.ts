/** Where the API contract lives on the server; the client may point elsewhere through API_BASE. */
export const API_PREFIX = '/umbraco/api';
export const LOGOUT_PATH = '/umbraco/surface/account/logout';
export const LOGOUT_EVERYWHERE_PATH = '/umbraco/surface/account/logouteverywhere';
export const FORM_TOKEN_FIELD = '__RequestVerificationToken';
