import type { FormEvent, ReactNode, RefObject } from 'react';
import { useOffline } from '../../offline/offline-context';
import { BulkOfflineNotice } from '../../lib/bulk-progress-box';
import type { PickerPeople } from '../../offline/use-picker-people';
import { PeopleTeamPicker, type PickedPerson } from '../../ui/people-team-picker';
import { hasLicenseCount } from './use-license-people';

/** Said on the people step without a connection. */
const OFFLINE_NOTE = 'No connection: the licences are queued on this device and sent one by one when it returns.';

export interface LicensePeopleFormProps {
  productName: string;
  source: PickerPeople;
  picked: readonly PickedPerson[];
  onPick: (next: PickedPerson[]) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The way out on the left: Back to step 1, or Cancel. */
  start: ReactNode;
  /** Beside Save: Skip (the wizard) or nothing. */
  beside?: ReactNode;
}

/** Who gets a licence (the wizard's step 2, /software/products/{id}/assign): people by team, then Save. */
export function LicensePeopleForm({ productName, source, picked, onPick, onSubmit, busy, headingRef, start, beside }: LicensePeopleFormProps) {
  const { online } = useOffline().status;
  return (
    <form className="card wizard-card" onSubmit={onSubmit} noValidate aria-labelledby="license-people-title">
      <h2 id="license-people-title" ref={headingRef} tabIndex={-1}>
        People
      </h2>
      <p className="wizard-card-lead">
        Who gets a {productName} licence? Pick whole teams, or open a team to pick people one by one. People who already have one are marked.
      </p>
      {!online ? <BulkOfflineNotice text={OFFLINE_NOTE} /> : null}
      <PeopleTeamPicker
        label="People to give a licence"
        teams={source.teams}
        people={source.people}
        value={picked}
        onChange={onPick}
        unavailableCount={hasLicenseCount}
      />
      <div className="wizard-actions">
        {start}
        <div className="wizard-actions-end">
          {beside}
          {/* aria-disabled rather than disabled: it stays focusable, and pressing it says why not. */}
          <button type="submit" className="btn btn-primary" aria-disabled={picked.length === 0 || busy}>
            Save
          </button>
        </div>
      </div>
    </form>
  );
}
