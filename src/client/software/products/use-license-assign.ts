import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { softwareMessages } from '../../../shared/software/software.messages';
import type { PickedPerson } from '../../ui/people-team-picker';
import { useToast } from '../../ui/toasts';
import { useLicenseBatch, type LicenseBatchRun } from './use-license-batch';
import { useLicensePeople } from './use-license-people';

export interface LicenseAssign {
  source: ReturnType<typeof useLicensePeople>;
  progress: LicenseBatchRun['progress'];
  picked: PickedPerson[];
  setPicked: (next: PickedPerson[]) => void;
  busy: boolean;
  /** Queues one licence per picked person; false when nobody (new) was picked or the device refused. */
  save: () => Promise<boolean>;
  /** After the last licence settled: says how many went through and opens the product. */
  finish: () => Promise<void>;
}

/** The people step and its batch, shared by the wizard's step 2 and /software/products/{id}/assign. */
export function useLicenseAssign(product: { id: string; name: string } | null): LicenseAssign {
  const run = useLicenseBatch(product?.id ?? null);
  const source = useLicensePeople(product?.id ?? null);
  const toast = useToast();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<PickedPerson[]>([]);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    // Someone picked may have got a licence meanwhile (from another device): left out.
    const holding = new Set(source?.people.filter((p) => p.unavailable).map((p) => p.id));
    const people = picked.filter((p) => !holding.has(p.id));
    if (!product || people.length === 0) {
      toast.error(softwareMessages.invalid, softwareMessages.selectSomePeople);
      return false;
    }
    setBusy(true);
    try {
      const started = await run.start(product, people);
      if (started) setPicked([]);
      return started;
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    if (!product || !run.progress) return;
    const assigned = run.progress.summary.succeeded;
    await run.forget();
    toast.success(softwareMessages.assigned(assigned));
    await navigate(`/software/products/${product.id}`);
  };

  return { source, progress: run.progress, picked, setPicked, busy, save, finish };
}
