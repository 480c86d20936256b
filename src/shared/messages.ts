// User-facing texts. The spec's own words are kept verbatim; the rest are ours, in one place so the
// server's answers and the client's toasts never drift apart.
export const messages = {
  auth: {
    invalidCredentials: 'The email address or password is not correct.',
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    signedOut: 'You are not signed in.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    cannotImpersonate: 'Only support users may act as another user.',
    notImpersonating: 'You are not acting as another user.',
  },
  http: {
    forbidden: 'You do not have the right to do this.',
    notFound: 'Not found.',
    invalidInput: 'Some of the information sent is not valid.',
    serverError: 'Something went wrong on our side. Nothing was changed; please try again.',
  },
  validation: {
    required: 'This field is required.',
    tooLong: (max: number) => `Must be at most ${max} characters.`,
    invalidEmail: 'Enter a valid email address.',
    invalidDate: 'Enter a date as dd/mm/yyyy.',
    invalidId: 'Not a valid id.',
    unknownValue: (allowed: readonly string[]) => `Must be one of: ${allowed.join(', ')}.`,
    selectSomePeople: 'select some people',
  },
  people: {
    notFound: 'This person does not exist or is not in your teams.',
    unknownColumn: 'You cannot sort on this column.',
  },
} as const;
