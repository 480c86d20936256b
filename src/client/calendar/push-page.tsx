import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { INTEGRATION_SOURCE_NAMES } from '../../shared/calendar/integration.schema';
import { pushAnomalies } from '../../shared/calendar/push-anomalies';
import { isPushMonthOffered, monthName, needsMealVoucherDate, tomorrowDmy } from '../../shared/calendar/push-month';
import { pushMessages } from '../../shared/calendar/push.messages';
import type { MissingDayOffType, PushAnswer, PushBody } from '../../shared/calendar/push.schema';
import { formatDate } from '../../shared/format';
import { uuidv7 } from '../../shared/ids';
import { ApiError, apiPost } from '../lib/api';
import { useOffline } from '../offline/offline-context';
import { useMirrorTable } from '../offline/use-mirror-table';
import { BackLink } from '../ui/back-link';
import { EmptyState } from '../ui/empty-state';
import { StepIndicator } from '../ui/step-indicator';
import { Switch } from '../ui/switch';
import { useToast } from '../ui/toasts';
import { PushAnomaliesStep } from './push-anomalies-step';
import { PushDetailsStep, type PushDetails } from './push-details-step';
import { PushPeopleStep } from './push-people-step';
import { PushTypesStep } from './push-types-step';
import { usePushData } from './use-push-data';
import '../ui/page.css';
import './calendar.css';

type Step = 'people' | 'confirm' | 'anomalies' | 'details' | 'types';
const STEP_NAMES: Record<Step, string> = { people: 'People', confirm: 'Push again', anomalies: 'Anomalies', details: 'Payment', types: 'Types of day off' };

/**
 * /calendar/push/{year}/{month}/{integration_id}: who, the confirmation for people pushed already,
 * the anomaly review, the payment dates and message, then the push (software-contracts-push.md
 * section 4). All but the push itself works offline, from the mirror.
 */
export function PushPage() {
  const params = useParams();
  const year = Number(params.year);
  const month = Number(params.month);
  const { integration, candidates, requests, links } = usePushData(year, month, params.integration_id ?? '');
  const { status } = useOffline();
  const online = status.online && navigator.onLine;
  const navigate = useNavigate();
  const toast = useToast();
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [step, setStep] = useState<Step>('people');
  const [retry, setRetry] = useState(false);
  const [serverPushed, setServerPushed] = useState<string[]>([]);
  const [missing, setMissing] = useState<MissingDayOffType[]>([]);
  const [details, setDetails] = useState<PushDetails>(() => ({ wage: tomorrowDmy(new Date()), mealVoucher: tomorrowDmy(new Date()), message: '' }));
  const [commandId] = useState(uuidv7);
  const [busy, setBusy] = useState(false);

  // "Push this month again" (?again={command_id}): the try's people, payment dates and message come back.
  const againId = useSearchParams()[0].get('again');
  const earlier = useMirrorTable('days_off_pushes')?.find((p) => p.id === againId && p.year === year && p.month === month);
  const [refilled, setRefilled] = useState(false);
  useEffect(() => {
    if (refilled || !earlier || !candidates) return;
    setRefilled(true);
    const known = new Set(candidates.map((c) => c.id));
    setPicked(new Set(earlier.employee_ids.filter((id) => known.has(id))));
    setDetails((d) => ({
      wage: formatDate(earlier.wage_payout_date) || d.wage,
      mealVoucher: formatDate(earlier.meal_voucher_payout_date) || d.mealVoucher,
      message: earlier.message_for_payroll,
    }));
  }, [refilled, earlier, candidates]);

  // Everyone linked in the payroll is chosen at first.
  const selected = useMemo(() => picked ?? new Set((candidates ?? []).filter((c) => c.link?.link_source_app).map((c) => c.id)), [picked, candidates]);
  const chosen = useMemo(() => (candidates ?? []).filter((c) => selected.has(c.id)), [candidates, selected]);
  const needsConfirm = chosen.some((c) => c.alreadyPushed) || serverPushed.some((id) => selected.has(id));
  const anomalies = useMemo(
    () =>
      pushAnomalies({
        year,
        month,
        people: chosen.map((c) => ({ id: c.id, name: c.name, active_until: c.active_until })),
        requests: requests ?? [],
        links: (links ?? []).filter((l) => l.integration_id === integration?.id),
      }),
    [year, month, chosen, requests, links, integration],
  );
  const askMealVoucher = needsMealVoucherDate(chosen.map((c) => c.link?.benefit_code ?? null));

  if (integration === undefined || candidates === undefined) return <p className="muted">Loading…</p>;
  if (integration === null) return <EmptyState title={pushMessages.integrationNotFound} action={<Link to="/calendar">Back to the calendar</Link>} />;
  if (!isPushMonthOffered({ year, month }, new Date()))
    return <EmptyState title={pushMessages.badMonth} text={pushMessages.monthNotOffered} action={<Link to="/calendar">Back to the calendar</Link>} />;

  const isCsv = integration.source === 'csv_export';
  const steps: Step[] =
    step === 'types'
      ? ['people', 'types']
      : ['people', ...(needsConfirm ? (['confirm'] as const) : []), ...(anomalies.has_anomalies ? (['anomalies'] as const) : []), 'details'];
  const next = () => setStep(steps[steps.indexOf(step) + 1] ?? 'details');
  const back = () => setStep(steps[steps.indexOf(step) - 1] ?? 'people');
  const pushDisabled = selected.size === 0 || (needsConfirm && !retry) || !online || busy;

  const push = async () => {
    setBusy(true);
    const body: PushBody = {
      command_id: commandId,
      year,
      month,
      integration_id: integration.id,
      employee_ids: [...selected],
      confirm_retry_push: retry,
      wage_payout_date: details.wage,
      meal_voucher_payout_date: askMealVoucher ? details.mealVoucher : null,
      messageForPayroll: details.message,
    };
    try {
      const answer = await apiPost<PushAnswer>(isCsv ? '/api/calendar/push/export' : '/api/calendar/push', body);
      if (answer.command_id) return navigate(`/calendar/push/${answer.command_id}`);
      if (answer.error === 'please_confirm_retry_set_flag') {
        setServerPushed(answer.already_pushed);
        setStep('confirm');
      } else if (answer.error === 'type_not_found') {
        setMissing(answer.missing_types);
        setStep('types');
      }
    } catch (e) {
      toast.error(isCsv ? pushMessages.exportFailed : 'The push failed', e instanceof ApiError ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <BackLink to="/calendar" label="Calendar" />
      <div className="page-header">
        <div>
          <h1>Push days off of {monthName({ year, month })}</h1>
          <p className="muted">
            {integration.name} · {INTEGRATION_SOURCE_NAMES[integration.source]}
          </p>
        </div>
      </div>
      {!online && (
        <div className="calendar-box calendar-box-info" role="status">
          {pushMessages.needsNetwork}
        </div>
      )}
      {integration.login_status === 'login_failed' && (
        <div className="calendar-box calendar-box-danger" role="alert">
          {pushMessages.loginFailed} <Link to={`/settings/socialSecretariat/${integration.id}`}>Open the integration</Link>
        </div>
      )}
      <StepIndicator steps={steps} current={Math.max(0, steps.indexOf(step))} names={STEP_NAMES} />
      {step === 'people' && <PushPeopleStep candidates={candidates} selected={selected} onChange={setPicked} />}
      {step === 'confirm' && (
        <section className="card card-body push-step" aria-labelledby="push-confirm-title">
          <h2 id="push-confirm-title">{pushMessages.alreadyPushed}</h2>
          <p>{pushMessages.alreadyPushedHelp}</p>
          <ul>
            {chosen
              .filter((c) => c.alreadyPushed || serverPushed.includes(c.id))
              .map((c) => (
                <li key={c.id}>{c.name}</li>
              ))}
          </ul>
          <Switch label={pushMessages.confirmRetry} checked={retry} onChange={setRetry} />
        </section>
      )}
      {step === 'anomalies' && <PushAnomaliesStep result={anomalies} push={{ year, month, integrationId: integration.id }} />}
      {step === 'details' && <PushDetailsStep details={details} onChange={setDetails} askMealVoucher={askMealVoucher} />}
      {step === 'types' && <PushTypesStep integration={integration} missing={missing} onLinked={() => (setStep('details'), void push())} />}
      <div className="push-footer">
        {step !== 'people' && step !== 'types' && (
          <button type="button" className="btn btn-secondary" onClick={back}>
            Back
          </button>
        )}
        {step === 'people' && (
          <button type="button" className="btn btn-primary" disabled={selected.size === 0} onClick={next}>
            Next
          </button>
        )}
        {step === 'confirm' && (
          <button type="button" className="btn btn-primary" disabled={!retry} onClick={next}>
            Next
          </button>
        )}
        {step === 'anomalies' && (
          <button type="button" className="btn btn-primary" onClick={next}>
            Ignore and continue
          </button>
        )}
        {step === 'details' && (
          <button type="button" className="btn btn-primary" disabled={pushDisabled} onClick={() => void push()}>
            {busy ? 'Pushing…' : `${isCsv ? 'Export' : 'Push'} ${selected.size} ${selected.size === 1 ? 'person' : 'people'}`}
          </button>
        )}
      </div>
    </>
  );
}
