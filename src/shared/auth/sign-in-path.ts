/**
 * The sign-in page's address. It is a page of its own (signin.html), not a route of the app: the
 * server, the service worker and the dev server answer it with that file, and the app reaches it by
 * a full navigation (issue 17: the page loads React and its form, none of the app).
 */
export const SIGN_IN_PATH = '/signin';
/** A request for the sign-in page, with or without a query. */
export const SIGN_IN_PAGE = new RegExp(`^${SIGN_IN_PATH}(\\?|$)`);
