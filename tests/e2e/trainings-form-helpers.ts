import type { Page } from '@playwright/test';

// The training form journeys' own controls (trainings-form.spec.ts, trainings-program-ops.spec.ts,
// trainings-journey.spec.ts); trainings made through the API and the server's view of them are in
// trainings-helpers.ts.

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
