// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomFieldsSettingsPage } from './custom-fields-settings-page';

vi.mock('../custom-fields', async () => ({
  OBJECT_LABELS: (await import('../custom-fields/object-labels')).OBJECT_LABELS,
  useCustomFieldDefs: () => [],
}));

const NOT_BUILT = /once that part of the product is built/;

function openTab(object: string) {
  const path = '/settings/customFields';
  const router = createMemoryRouter([{ path, element: <CustomFieldsSettingsPage /> }], { initialEntries: [`${path}?object=${object}`] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('Settings, custom fields', () => {
  // Every object type's area is built now (software brought product and license): no tab says it.
  it.each(['asset', 'training', 'training_participant', 'car', 'employee', 'product', 'license'])(
    'says nothing of a part not built yet on the %s tab',
    (object) => {
      openTab(object);
      expect(screen.getByRole('heading', { name: 'Custom fields' })).toBeTruthy();
      expect(screen.queryByText(NOT_BUILT)).toBeNull();
    },
  );
});
