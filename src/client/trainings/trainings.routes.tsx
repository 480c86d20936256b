import { lazy } from 'react';
import { redirect } from 'react-router-dom';
import { participantPath, programPath } from '../../shared/trainings/training-rules';
import type { EditTarget } from '../custom-fields';
import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';
import { IconGraduationCap } from '../ui/icons';
import { trainingsActivityTexts } from './trainings-activity-text';

// The trainings' pages (spec paths), navigation entry, card on the person page and list values'
// names for participant segments.
const editors = (load: Parameters<typeof guarded>[1]) => guarded('trainings.edit', load);

const TRAINING_EDIT_TARGET: EditTarget<'trainings'> = {
  table: 'trainings',
  title: (r) => String(r.name ?? ''),
  detailHref: (id) => `/trainings/${id}`,
  // trainings.md section 6: read-only users do not see edit actions.
  editable: (_r, can) => can('trainings.edit'),
};

const PARTICIPANT_EDIT_TARGET: EditTarget<'training_participants'> = {
  table: 'training_participants',
  title: (r) => String(r.person_name ?? ''),
  detailHref: (id, r) => (r ? participantPath(String(r.training_id), id) : '/trainings'),
  editable: (_r, can) => can('trainings.edit'),
};

export const trainingsClientArea: ClientArea = {
  activityTexts: trainingsActivityTexts,
  objectPages: {
    training: { ...TRAINING_EDIT_TARGET, label: (row) => String(row.name ?? '') },
    training_participant: { ...PARTICIPANT_EDIT_TARGET, label: (row) => String(row.person_name ?? '') || 'Participant' },
  },
  routes: [
    { path: 'trainings', lazy: () => import('./list/trainings-page').then((m) => ({ Component: m.TrainingsPage })) },
    { path: 'trainings/create', lazy: editors(() => import('./form/training-create-page').then((m) => ({ Component: m.TrainingCreatePage }))) },
    // trainings.md section 2's row links name the program page /trainings/program/{id} too.
    { path: 'trainings/program/:id', loader: ({ params }) => redirect(programPath(params.id ?? '')) },
    { path: 'trainings/programs/:id', lazy: () => import('./programs/program-page').then((m) => ({ Component: m.ProgramPage })) },
    { path: 'trainings/:id', lazy: () => import('./training/training-page').then((m) => ({ Component: m.TrainingPage })) },
    { path: 'trainings/:id/edit', lazy: editors(() => import('./form/training-edit-page').then((m) => ({ Component: m.TrainingEditPage }))) },
    {
      path: 'trainings/:id/edit/customfields',
      lazy: () =>
        import('../custom-fields').then(({ CustomFieldsEditPage }) => ({
          Component: () => <CustomFieldsEditPage object="training" target={TRAINING_EDIT_TARGET} />,
        })),
    },
    { path: 'trainings/:id/add', lazy: editors(() => import('./bulk/bulk-add-page').then((m) => ({ Component: m.BulkAddPage }))) },
    { path: 'trainings/:id/add-to-program', lazy: editors(() => import('./training/add-to-program-page').then((m) => ({ Component: m.AddToProgramPage }))) },
    {
      path: 'trainings/:id/participation',
      lazy: editors(() => import('./bulk/bulk-participation-page').then((m) => ({ Component: m.BulkParticipationPage }))),
    },
    { path: 'trainings/:id/results', lazy: editors(() => import('./bulk/bulk-results-page').then((m) => ({ Component: m.BulkResultsPage }))) },
    { path: 'trainings/:id/remove', lazy: editors(() => import('./bulk/bulk-remove-page').then((m) => ({ Component: m.BulkRemovePage }))) },
    { path: 'trainings/:id/delete', lazy: editors(() => import('./training/training-delete-page').then((m) => ({ Component: m.TrainingDeletePage }))) },
    { path: 'trainings/:id/attendance', lazy: editors(() => import('./attendance/attendance-page').then((m) => ({ Component: m.AttendancePage }))) },
    { path: 'trainings/:id/employees/:participantId', lazy: () => import('./participant/participant-page').then((m) => ({ Component: m.ParticipantPage })) },
    {
      path: 'trainings/:id/employees/:participantId/edit/customfields',
      lazy: () =>
        import('../custom-fields').then((m) => ({
          Component: () => <m.CustomFieldsEditPage object="training_participant" target={PARTICIPANT_EDIT_TARGET} idParam="participantId" />,
        })),
    },
    { path: 'reminders/training/:id', lazy: () => import('./reminders/reminders-page').then((m) => ({ Component: m.RemindersPage })) },
    { path: 'people/:id/trainings', lazy: () => import('./person/person-trainings-page').then((m) => ({ Component: m.PersonTrainingsPage })) },
  ],
  nav: [{ to: '/trainings', label: 'Trainings', icon: IconGraduationCap, action: 'app.use', summary: 'Courses, sessions and who follows them' }],
  personSections: [lazy(() => import('./person/person-page-trainings').then((m) => ({ default: m.PersonTrainings })))],
  // Participant segments: only training_participant has fields named status and result.
  segmentLabels: () => import('../../shared/trainings/trainings.schema').then((l) => ({ status: l.STATUS_LABELS, result: l.RESULT_LABELS })),
};
