import { useState, type FormEvent } from 'react';

/** A submit that runs one save at a time: Enter or a second click while it runs does nothing. */
export function useSubmitOnce(run: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void run().finally(() => setBusy(false));
  };
  return { busy, onSubmit };
}
