import { personNotInTeams } from '../common.messages';

/** trainings.md sections 5 and 8; the spec's words where it gives them, ours otherwise. */
export const trainingsMessages = {
  formInvalid: 'Form invalid',
  fillAllForms: 'please fill all forms',
  nameRequired: 'please fill the name',
  costRequired: 'please fill the cost',
  programNameRequired: 'please fill the program name',
  programRequired: 'please choose a program',
  selectTeam: 'please select at least one team',
  startDateRequired: 'please fill the start date',
  endDateRequired: 'please fill the end date',
  startAfterEnd: 'the start date cannot be after the end date',
  amountRequired: 'please fill the training amount',
  /** trainings.md section 5: the days amount error. */
  daysAmountError: (max: number) => `days amount error: use half days, more than 0 and at most ${max} (the days from start to end date)`,
  /** trainings.md section 5: the training hours amount error (600 minutes per day of the span). */
  hoursAmountError: (maxHours: number) => `training hours amount error: more than 0 and at most ${maxHours} hours (10 hours per day from start to end date)`,
  saved: 'saved',
  created: 'training created',
  /** The FLA amount's hint under the field (ours): the most the span allows. */
  amountMaxDays: (days: number) => `at most ${days} ${days === 1 ? 'day' : 'days'}`,
  amountMaxTime: (hhmm: string) => `at most ${hhmm}`,
  amountNeedsDates: 'the maximum follows from the start and end date',
  /** A session of an existing program copies the rest from the program's first session (ours). */
  sessionCopies: (program: string) => `Cost, supplier, visibility and the FLA details are copied from the first session of ${program}.`,
  noPrograms: 'There are no programs yet: create a course with sessions first.',
  cannotAddProgram: 'A program cannot be added to another program.',
  /** trainings.md section 8: after a delete. */
  deleted: 'successfully deleted course',
  sessionDeleted: 'successfully deleted session',
  removedFromProgram: 'removed from program',
  /** The participant page's remove (ours). */
  participantRemoved: (name: string) => `${name} removed from the training`,
  addedToProgram: 'added to program',
  statusesUpdated: 'participant status updated',
  resultsUpdated: 'participant result updated',
  statusUpdatedBulk: (n: number) => `participant status updated for ${n} ${n === 1 ? 'person' : 'people'}`,
  resultUpdatedBulk: (n: number) => `participant result updated for ${n} ${n === 1 ? 'person' : 'people'}`,
  /** trainings.md section 8: the bulk pages' failures; each bulk goes on with the next person. */
  unableToRemove: 'Unable to remove person',
  unableToAdd: 'unable to add person',
  couldNotChangeStatus: 'Unable to change status',
  couldNotChangeResult: 'Unable to change result',
  errorTitle: 'Error',
  deleteCourseFailed: 'The course could not be deleted.',
  deleteSessionFailed: 'The session could not be deleted.',
  removeFailed: 'The session could not be removed from its program.',
  selectStatus: 'please choose a new status',
  selectResult: 'please choose a new result',
  selectOnePerson: 'select at least one person',
  mixed: 'mixed',
  showMore: 'show more',
  showLess: 'show less',
  sortingNotPossible: 'Sorting not possible',
  /** trainings.md section 8: empty states. */
  noTrainings: 'no trainings created yet',
  noMoreTrainings: 'no more trainings',
  noParticipantsOnSession: 'no training participants created yet on this session',
  noParticipants: 'no participants yet',
  /** A person's trainings page with none (ours, after noParticipants). */
  noPersonTrainings: 'no trainings yet',
  trainingNotFound: 'This training does not exist or is not one you may see.',
  deleteOutsideTeams: 'You can delete a training only when all its participants are in your teams.',
  programNotFound: 'This program does not exist.',
  notAProgram: 'Only a program can hold sessions.',
  programHasNoParticipants: 'People are added to a session or a training, not to a program.',
  alreadyInProgram: 'This training is already part of a program: remove it from that program first.',
  notInProgram: 'This training is not part of a program.',
  programHasSessions: 'This program already has its first session: add a session instead.',
  /** The add and edit calls refuse what they would otherwise ignore (ours). */
  firstSessionNeedsFlag: "This program has no session yet: send it as the program's first session (is_first_training 1) with its cost.",
  programNameNeedsProgram: 'A program name goes with a program: send program_id with it, or leave program_name out for a single training.',
  firstTrainingNeedsProgram: 'A first session goes with a program: send program_id with it.',
  /** The reminders of a participant (ours: trainings.md does not show that page). */
  reminderDateRequired: 'please fill the reminder date',
  reminderMessageRequired: 'please fill the reminder message',
  reminderNotFound: 'This reminder does not exist or is not one you may see.',
  reminderIdTaken: 'This id is already used by another reminder.',
  noReminders: 'no reminders yet',
  reminderAdded: 'reminder added',
  reminderDeleted: 'reminder deleted',
  badOrderby: 'orderby is a column, optionally followed by asc or desc.',
  programIdOnEdit: 'A training changes program through add to program or remove from program, not through edit.',
  teamNotFound: 'Choose teams of your company.',
  programNotInProgram: 'A program cannot be part of another program.',
  participantNotFound: 'This participant does not exist or is not one you may see.',
  alreadyParticipant: (name: string) => `${name} already takes part in this training.`,
  personNotFound: personNotInTeams,
  personLeft: (name: string) => `${name} has left the company and cannot be added to a training.`,
  idTaken: 'This id is already used by another training.',
  participantIdTaken: 'This id is already used by another participant.',
  flaOff: 'FLA fields need the trainings FLA feature.',
  deleteExplained: 'The training, its participants with their status and result, their files and custom fields are deleted. This cannot be undone.',
  deleteProgramExplained: (sessions: number) =>
    `The program and its ${sessions} ${sessions === 1 ? 'session' : 'sessions'}, with their participants, files and custom fields, are deleted. This cannot be undone.`,
  /** The attendance screen's offline banner. */
  attendanceOffline: (n: number) =>
    n === 0
      ? 'You are offline. Marks you make are saved on this tablet and sent when the connection returns.'
      : `You are offline. ${n} ${n === 1 ? 'mark is' : 'marks are'} saved on this tablet and will be sent when the connection returns.`,
  attendanceWaiting: (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'} waiting to be sent`,
  /** The bulk pages (ours where the spec is silent). */
  peopleAdded: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} added`,
  peopleRemoved: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} removed`,
  removePeople: (n: number) => `Remove ${n} ${n === 1 ? 'person' : 'people'}`,
  alreadyIn: 'Already a participant',
  alreadyInCount: (n: number) => `${n} already in`,
  bulkQueuedOffline: (n: number) =>
    `You are offline: ${n} ${n === 1 ? 'change is' : 'changes are'} queued on this device. They are sent one by one when the connection returns.`,
  bulkOfflineNote: 'No connection: the changes are queued on this device and sent one by one when it returns.',
  bulkLeaveRunning: 'Changes are still being sent. They stay queued on this device and go on being sent; leave this page?',
  bulkNothingToChange: 'Everyone picked already has this value: nothing to change.',
  /** The attendance screen (ours): counts, filter, one-tap 'mark all' and its empty states. */
  attendanceTitle: 'Take attendance',
  attendanceFollowed: (followed: number, total: number) => `${followed} of ${total} followed`,
  attendanceUnmarked: (n: number) => `${n} not yet marked`,
  attendanceNotYetMarked: 'Not yet marked',
  attendanceMarkAll: (n: number) => `Mark ${n} remaining as followed`,
  attendanceMarkAllTitle: (n: number) => `Mark ${n} ${n === 1 ? 'person' : 'people'} as followed?`,
  attendanceMarkAllText:
    'Everyone not yet marked (status still reserved) gets the status followed. Each mark is saved on this device at once and sent one by one.',
  attendanceNoMatch: 'Nobody matches this search.',
  attendanceAllMarked: 'Everyone is marked.',
  attendanceNotForProgram: 'Attendance is taken on a session or a training, not on a program.',
} as const;
