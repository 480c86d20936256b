// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';
import type { ConfirmOptions } from './confirm-dialog';
import { Modal } from './modal';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit car
      </button>
      <Modal open={open} title="Edit car" onClose={() => setOpen(false)} footer={<button type="button">Save</button>}>
        <label>
          Plate <input />
        </label>
      </Modal>
    </>
  );
}

function openModal() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Edit car' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Edit car' }) };
}

describe('Modal', () => {
  it('is a labelled modal dialog in a portal and moves focus to its first field', () => {
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Plate' }));
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    const { dialog } = openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const { opener } = openModal();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Plate' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and on a backdrop click, not on a click inside', () => {
    const { dialog } = openModal();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit car' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useConfirm', () => {
  function Asker({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (ok: boolean) => void }) {
    const confirm = useConfirm();
    return (
      <button type="button" onClick={() => void confirm(options).then(onAnswer)}>
        Delete
      </button>
    );
  }

  async function ask(options: ConfirmOptions) {
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <Asker options={options} onAnswer={(ok) => answers.push(ok)} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    return answers;
  }

  it('resolves true on the confirm button', async () => {
    const answers = await ask({ title: 'Delete this car?', text: 'It cannot be undone.', confirmLabel: 'Delete car', danger: true });
    const dialog = screen.getByRole('dialog', { name: 'Delete this car?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('It cannot be undone.')).toBeTruthy();
    // A dangerous question starts on the safe answer.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete car' })));
    expect(answers).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on Escape', async () => {
    const answers = await ask({ title: 'Archive?', confirmLabel: 'Archive' });
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(answers).toEqual([false]);
  });

  it('needs its provider', () => {
    function Bare() {
      useConfirm();
      return null;
    }
    // React logs the thrown error too; keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Bare />)).toThrow(/ConfirmProvider/);
    quiet.mockRestore();
  });
});
