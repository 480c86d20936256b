export const authMessages = {
  invalidCredentials: 'The email address or password is not correct.',
  tooManyAttempts: (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signedOut: 'You are not signed in.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  cannotImpersonate: 'Only support users may act as another user.',
  notImpersonating: 'You are not acting as another user.',
} as const;
