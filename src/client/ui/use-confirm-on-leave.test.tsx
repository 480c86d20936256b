// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider } from './confirm-dialog';
import { LEAVE_MESSAGE, useConfirmOnLeave } from './use-confirm-on-leave';

function EditPage() {
  const [dirty, setDirty] = useState(false);
  const { allowLeave } = useConfirmOnLeave(dirty);
  const navigate = useNavigate();
  return (
    <>
      <h1>Edit car</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Type something
      </button>
      <button
        type="button"
        onClick={() => {
          allowLeave();
          void navigate('/cars');
        }}
      >
        Save
      </button>
      <Link to="/cars">Back to cars</Link>
      <Link to="/cars/1/edit?tab=more">Other tab</Link>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/cars/1/edit', element: <EditPage /> },
      { path: '/cars', element: <h1>Cars</h1> },
    ],
    { initialEntries: ['/cars/1/edit'] },
  );
  render(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
  return router;
}

afterEach(cleanup);

describe('useConfirmOnLeave', () => {
  it('lets a clean page go without asking', async () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Back to cars' }));
    expect(await screen.findByRole('heading', { name: 'Cars' })).toBeTruthy();
  });

  it('asks before leaving a dirty page; Stay keeps it, Leave goes', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Type something' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back to cars' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain(LEAVE_MESSAGE);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/cars/1/edit');

    fireEvent.click(screen.getByRole('link', { name: 'Back to cars' }));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
    expect(await screen.findByRole('heading', { name: 'Cars' })).toBeTruthy();
  });

  it('does not ask for a change of query string on the same page', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Type something' }));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Other tab' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?tab=more');
  });

  it('lets a save navigate away without asking', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Type something' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Cars' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser before closing or reloading the tab only while dirty', () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Type something' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
