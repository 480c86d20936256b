import { createBrowserRouter, Navigate } from 'react-router-dom';
import type { Action } from '../shared/policy/policy';
import { RequireAction, RequireSignIn } from './lib/guards';
import { HomePage } from './home/home-page';
import { AppLayout } from './layout/app-layout';
import { OfflineProvider } from './offline/offline-context';
import { NotBuiltYet } from './ui/not-built-yet';

// Route paths are the spec's. Areas load on demand so the first page stays small.
const signIn = () => import('./auth/sign-in-page').then((m) => ({ Component: m.SignInPage }));
const people = () => import('./people/people-page').then((m) => ({ Component: m.PeoplePage }));
const person = () => import('./people/person-page').then((m) => ({ Component: m.PersonPage }));
const fleet = () => import('./fleet/fleet-page').then((m) => ({ Component: m.FleetPage }));
const car = () => import('./fleet/car-page').then((m) => ({ Component: m.CarPage }));
const carEdit = () => import('./fleet/car-edit-page').then((m) => ({ Component: m.CarEditPage }));
const carNew = () => import('./fleet/wizard/car-wizard-page').then((m) => ({ Component: m.CarWizardPage }));
const carArchive = () => import('./fleet/car-archive-page').then((m) => ({ Component: m.CarArchivePage }));
const carUnarchive = () => import('./fleet/car-unarchive-page').then((m) => ({ Component: m.CarUnarchivePage }));
const carCustomFields = () => import('./custom-fields').then((m) => ({ Component: () => <m.CustomFieldsEditPage object="car" /> }));
const personCustomFields = () => import('./custom-fields').then((m) => ({ Component: () => <m.CustomFieldsEditPage object="employee" /> }));
const assetList = () => import('./assets/assets-page').then((m) => ({ Component: m.AssetsPage }));
const asset = () => import('./assets/asset-page').then((m) => ({ Component: m.AssetPage }));
const assetNew = () => import('./assets/assign/asset-assign-page').then((m) => ({ Component: m.AssetAssignPage }));
const assetBulk = () => import('./assets/bulk/bulk-assign-page').then((m) => ({ Component: m.BulkAssignPage }));
const assetEdit = () => import('./assets/asset-edit-page').then((m) => ({ Component: m.AssetEditPage }));
const assetArchive = () => import('./assets/asset-archive-page').then((m) => ({ Component: m.AssetArchivePage }));
const assetCustomFields = () => import('./custom-fields').then((m) => ({ Component: () => <m.CustomFieldsEditPage object="asset" /> }));
const assetTypeAdd = () => import('./assets/asset-type-add-page').then((m) => ({ Component: m.AssetTypeAddPage }));
const trainingsPage = () => import('./trainings/list/trainings-page').then((m) => ({ Component: m.TrainingsPage }));
const programPage = () => import('./trainings/programs/program-page').then((m) => ({ Component: m.ProgramPage }));
const personTrainingsPage = () => import('./trainings/person/person-trainings-page').then((m) => ({ Component: m.PersonTrainingsPage }));
const trainingCreatePage = () => import('./trainings/form/training-create-page').then((m) => ({ Component: m.TrainingCreatePage }));
const trainingEditPage = () => import('./trainings/form/training-edit-page').then((m) => ({ Component: m.TrainingEditPage }));
const trainingPage = () => import('./trainings/training/training-page').then((m) => ({ Component: m.TrainingPage }));
const trainingDeletePage = () => import('./trainings/training/training-delete-page').then((m) => ({ Component: m.TrainingDeletePage }));
const addToProgramPage = () => import('./trainings/training/add-to-program-page').then((m) => ({ Component: m.AddToProgramPage }));
const participantPage = () => import('./trainings/participant/participant-page').then((m) => ({ Component: m.ParticipantPage }));
const bulkAddPage = () => import('./trainings/bulk/bulk-add-page').then((m) => ({ Component: m.BulkAddPage }));
const bulkParticipationPage = () => import('./trainings/bulk/bulk-participation-page').then((m) => ({ Component: m.BulkParticipationPage }));
const bulkResultsPage = () => import('./trainings/bulk/bulk-results-page').then((m) => ({ Component: m.BulkResultsPage }));
const bulkRemovePage = () => import('./trainings/bulk/bulk-remove-page').then((m) => ({ Component: m.BulkRemovePage }));
const attendancePage = () => import('./trainings/attendance/attendance-page').then((m) => ({ Component: m.AttendancePage }));
const trainingCustomFields = () => import('./custom-fields').then((m) => ({ Component: () => <m.CustomFieldsEditPage object="training" /> }));
const participantCustomFields = () => import('./custom-fields').then((m) => ({ Component: () => <m.CustomFieldsEditPage object="training_participant" idParam="participantId" /> }));
const trainingsEdit = (lazy: typeof fleet) => guarded('trainings.edit', lazy);
const settings = () => import('./settings/settings-page').then((m) => ({ Component: m.SettingsPage }));
const cfSettings = () => import('./settings/custom-fields-settings-page').then((m) => ({ Component: m.CustomFieldsSettingsPage }));
const cfNew = () => import('./settings/custom-field-edit-page').then((m) => ({ Component: m.NewCustomFieldPage }));
const cfEdit = () => import('./settings/custom-field-edit-page').then((m) => ({ Component: m.EditCustomFieldPage }));
/** A page that needs a right: without it the user is sent to /. */
const guarded = (action: Action, lazy: typeof fleet) => async () => {
  const { Component } = await lazy();
  return { Component: () => <RequireAction action={action}><Component /></RequireAction> };
};
const fleetOnly = (lazy: typeof fleet) => guarded('fleet.view', lazy);
// The segment pages name built-in enum values as the lists do, with the fleet's and people's own labels.
const segmentLabels = async () => {
  const [carLabels, peopleCells, trainingLabels] = await Promise.all([import('../shared/fleet/car-labels'), import('./people/people-cells'), import('../shared/trainings/trainings.schema')]);
  return {
    fuel: carLabels.FUEL_LABELS,
    type: carLabels.TYPE_LABELS,
    contract_type: carLabels.CONTRACT_TYPE_LABELS,
    usage_type: carLabels.USAGE_TYPE_LABELS,
    dimona_statute: peopleCells.DIMONA_LABELS,
    // Participant segments: only training_participant has fields named status and result.
    status: trainingLabels.STATUS_LABELS,
    result: trainingLabels.RESULT_LABELS,
  };
};
const segmentsSettings = () => Promise.all([import('./segments'), segmentLabels()]).then(([m, labels]) => ({ Component: () => <m.SegmentsPage optionLabels={labels} /> }));
const segmentBuilder = () => Promise.all([import('./segments'), segmentLabels()]).then(([m, labels]) => ({ Component: () => <m.SegmentBuilderPage optionLabels={labels} /> }));
const definersOnly = (lazy: typeof fleet) => guarded('customFields.define', lazy);
// Files on any object: the spec's paths use the object type's name (/upload/car/{id}, /car/{id}/documents).
const documentsOnly = (lazy: typeof fleet) => guarded('documents.view', lazy);
const uploadDocuments = () => import('./documents/upload-page').then((m) => ({ Component: m.UploadPage }));
const objectDocuments = () => import('./documents/documents-page').then((m) => ({ Component: m.DocumentsPage }));
const objectDocument = () => import('./documents/document-page').then((m) => ({ Component: m.DocumentPage }));

export const router = createBrowserRouter([
  { path: '/signin', lazy: signIn },
  {
    element: <RequireSignIn />,
    children: [
      {
        element: (
          <OfflineProvider>
            <AppLayout />
          </OfflineProvider>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'people', lazy: people },
          { path: 'people/:id', lazy: person },
          { path: 'people/:id/edit/customFields', lazy: personCustomFields },
          { path: 'fleet', lazy: fleetOnly(fleet) },
          { path: 'fleet/new', lazy: fleetOnly(carNew) },
          { path: 'fleet/:id', lazy: fleetOnly(car) },
          { path: 'fleet/:id/delete', lazy: fleetOnly(carArchive) },
          { path: 'fleet/:id/undelete', lazy: fleetOnly(carUnarchive) },
          { path: 'fleet/:id/edit', lazy: fleetOnly(carEdit) },
          { path: 'fleet/:id/edit/customFields', lazy: fleetOnly(carCustomFields) },
          { path: 'assets', lazy: assetList },
          { path: 'assets/new', lazy: guarded('assets.edit', assetNew) },
          { path: 'assets/assign/bulk', lazy: guarded('assets.edit', assetBulk) },
          { path: 'assets/:id', lazy: asset },
          { path: 'assets/:id/edit', lazy: guarded('assets.edit', assetEdit) },
          { path: 'assets/:id/delete', lazy: guarded('assets.edit', assetArchive) },
          { path: 'assets/:id/edit/customFields', lazy: assetCustomFields },
          { path: 'trainings', lazy: trainingsPage },
          { path: 'trainings/create', lazy: trainingsEdit(trainingCreatePage) },
          { path: 'trainings/programs/:id', lazy: programPage },
          { path: 'trainings/:id', lazy: trainingPage },
          { path: 'trainings/:id/edit', lazy: trainingsEdit(trainingEditPage) },
          { path: 'trainings/:id/edit/customfields', lazy: trainingCustomFields },
          { path: 'trainings/:id/add', lazy: trainingsEdit(bulkAddPage) },
          { path: 'trainings/:id/add-to-program', lazy: trainingsEdit(addToProgramPage) },
          { path: 'trainings/:id/participation', lazy: trainingsEdit(bulkParticipationPage) },
          { path: 'trainings/:id/results', lazy: trainingsEdit(bulkResultsPage) },
          { path: 'trainings/:id/remove', lazy: trainingsEdit(bulkRemovePage) },
          { path: 'trainings/:id/delete', lazy: trainingsEdit(trainingDeletePage) },
          { path: 'trainings/:id/attendance', lazy: trainingsEdit(attendancePage) },
          { path: 'trainings/:id/employees/:participantId', lazy: participantPage },
          { path: 'trainings/:id/employees/:participantId/edit/customfields', lazy: participantCustomFields },
          { path: 'people/:id/trainings', lazy: personTrainingsPage },
          // Spec section 2: the reminders page's contents are not shown.
          { path: 'reminders/*', element: <NotBuiltYet area="Reminders" /> },
          { path: 'software/*', element: <NotBuiltYet area="Software" /> },
          { path: 'settings', lazy: guarded('settings.view', settings) },
          { path: 'settings/customFields', lazy: definersOnly(cfSettings) },
          { path: 'settings/customFields/new', lazy: definersOnly(cfNew) },
          { path: 'settings/customFields/:id', lazy: definersOnly(cfEdit) },
          { path: 'settings/segments', lazy: guarded('segments.edit', segmentsSettings) },
          { path: 'settings/segments/builder', lazy: guarded('segments.edit', segmentBuilder) },
          { path: 'settings/assetTypes/add', lazy: guarded('assetTypes.add', assetTypeAdd) },
          { path: 'settings/*', element: <RequireAction action="settings.view"><NotBuiltYet area="Settings" /></RequireAction> },
          { path: 'upload/:object/:id', lazy: documentsOnly(uploadDocuments) },
          { path: ':object/:id/documents', lazy: documentsOnly(objectDocuments) },
          { path: ':object/:id/documents/:docId', lazy: documentsOnly(objectDocument) },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
