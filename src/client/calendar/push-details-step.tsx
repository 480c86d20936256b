import { useState } from 'react';
import { MAX_PAYROLL_MESSAGE } from '../../shared/calendar/push.schema';
import { payoutDateOrTomorrow } from '../../shared/calendar/push-month';
import { TextInput } from '../ui/field';
import { Modal } from '../ui/modal';
import { TextArea } from '../ui/text-area';

export interface PushDetails {
  wage: string;
  mealVoucher: string;
  message: string;
}

/** The payment dates (dd/mm/yyyy; an invalid one goes back to tomorrow) and the message for payroll. */
export function PushDetailsStep({ details, onChange, askMealVoucher }: { details: PushDetails; onChange: (d: PushDetails) => void; askMealVoucher: boolean }) {
  const [writing, setWriting] = useState(false);
  const [draft, setDraft] = useState(details.message);
  const fix = (key: 'wage' | 'mealVoucher') => onChange({ ...details, [key]: payoutDateOrTomorrow(details[key], new Date()) });
  return (
    <section className="card card-body push-step" aria-labelledby="push-details-title">
      <h2 id="push-details-title">Payment</h2>
      <div className="form-grid">
        <TextInput
          label="Wage payment date"
          hint="dd/mm/yyyy"
          value={details.wage}
          onChange={(e) => onChange({ ...details, wage: e.target.value })}
          onBlur={() => fix('wage')}
          inputMode="numeric"
        />
        {askMealVoucher && (
          <TextInput
            label="Meal-voucher payment date"
            hint="dd/mm/yyyy · for the people with meal vouchers (H01–H07)"
            value={details.mealVoucher}
            onChange={(e) => onChange({ ...details, mealVoucher: e.target.value })}
            onBlur={() => fix('mealVoucher')}
            inputMode="numeric"
          />
        )}
      </div>
      <h3>Message for payroll</h3>
      {details.message ? <p className="push-message">{details.message}</p> : <p className="muted">No message.</p>}
      <button type="button" className="btn btn-secondary" onClick={() => (setDraft(details.message), setWriting(true))}>
        {details.message ? 'Edit the message' : 'Add a message for payroll'}
      </button>
      <Modal
        open={writing}
        title="Message for payroll"
        onClose={() => setWriting(false)}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setWriting(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={draft.trim() === ''}
              onClick={() => (onChange({ ...details, message: draft.trim().slice(0, MAX_PAYROLL_MESSAGE) }), setWriting(false))}
            >
              Confirm
            </button>
          </>
        }
      >
        <TextArea label="Message" value={draft} maxLength={MAX_PAYROLL_MESSAGE} rows={6} onChange={(e) => setDraft(e.target.value)} />
      </Modal>
    </section>
  );
}
