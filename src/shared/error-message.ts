export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** What a failed call tells the person: the server's message when it gave one, else the fallback. */
export const messageOf = (error: unknown, fallback = SOMETHING_WENT_WRONG) =>
  error instanceof Error && error.message ? error.message : fallback;
