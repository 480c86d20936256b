// The texts of days off, the push and the integrations. software-contracts-push.md section 8 gives
// some verbatim ('Something went wrong!', 'message sent successfully', 'saved'); the rest are ours.
export const calendarMessages = {
  selectPerson: 'please select a person',
  selectType: 'please select a type of day off',
  endBeforeStart: 'The last day is before the first day.',
  tooLong: (days: number) => `A request covers at most ${days} days.`,
  oneDayOnePart: 'A request of one day is a whole day, a morning or an afternoon.',
  firstDayAfternoon: 'The first day of a longer request is a whole day or its afternoon.',
  lastDayMorning: 'The last day of a longer request is a whole day or its morning.',
  requestNotFound: 'This request does not exist or is not one you may see.',
  typeNotFound: 'This type of day off does not exist.',
  selectPayrollType: 'please select a payroll type',
  personNotFound: 'This person does not exist or is not one you may see.',
  alreadyDecided: (status: string) => `This request is already ${status}.`,
  requestIdTaken: 'A request with this id already exists.',
  ownRequest: 'This is your own request: another manager or an admin approves or declines it.',
  approved: 'Approved',
  declined: 'Declined',
  noRequests: 'No requests waiting: every request has been answered.',
  noDaysOff: 'No days off this month.',
  noPushes: 'No pushes yet.',
  pushedDaysLocked: 'These days were pushed to payroll: push the month again after changing them.',
} as const;
