import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireAction, RequireSignIn } from './auth/guards';
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
const fleetOnly = (lazy: typeof fleet) => async () => {
  const { Component } = await lazy();
  return { Component: () => <RequireAction action="fleet.view"><Component /></RequireAction> };
};

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
          { path: 'fleet', lazy: fleetOnly(fleet) },
          { path: 'fleet/:id', lazy: fleetOnly(car) },
          { path: 'fleet/:id/edit', lazy: fleetOnly(carEdit) },
          { path: 'assets/*', element: <NotBuiltYet area="Assets" /> },
          { path: 'trainings/*', element: <NotBuiltYet area="Trainings" /> },
          { path: 'software/*', element: <NotBuiltYet area="Software" /> },
          { path: 'settings/*', element: <RequireAction action="settings.view"><NotBuiltYet area="Settings" /></RequireAction> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
