import { useEffect, useState, type FormEvent } from 'react';
import type { LoginBody } from '../../shared/auth/auth.schema';
import { ApiError, apiPost } from '../lib/api';
import { knownViewer } from '../lib/session-store';
import { TextInput } from '../ui/field';
import { IconAlert, IconBox, IconCar, IconGraduationCap, IconWifiOff } from '../ui/icons';
import './sign-in-page.css';

// This page is an entry of its own (signin.html, ../sign-in-main.tsx): it loads React and this form,
// none of the app (router, Dexie, the engine, the areas), which a signed-in page then loads. Nor
// zod and react-hook-form (30 kB, a third of the page's budget, issue 17): signing in needs the
// server anyway, and the server checks the form with loginBodySchema and names the fields at fault.

/** Only same-site paths are followed after sign-in, never another origin. */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/');
const nextPath = () => safeNext(new URLSearchParams(window.location.search).get('next'));

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

export function SignInPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  // Someone already signed in (or, offline, the device's last user) goes on to the app.
  useEffect(() => {
    knownViewer().then(
      (viewer) => viewer && window.location.replace(nextPath()),
      () => undefined,
    );
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: LoginBody = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    setFailure(null);
    setErrors({});
    setSubmitting(true);
    try {
      await apiPost('/api/auth/login', body);
      window.location.replace(nextPath());
    } catch (e) {
      setSubmitting(false);
      if (e instanceof ApiError && (e.fields.email || e.fields.password)) setErrors({ email: e.fields.email, password: e.fields.password });
      else setFailure(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <div className="signin">
      <section className="signin-hero" aria-hidden="true">
        <div className="signin-hero-inner">
          <div className="signin-logo">W</div>
          <h2>Your fleet, assets and trainings — even without a signal.</h2>
          <ul>
            <li>
              <IconCar size={20} /> Check vehicles in the garage
            </li>
            <li>
              <IconGraduationCap size={20} /> Mark attendance on a tablet
            </li>
            <li>
              <IconBox size={20} /> Assign equipment in bulk
            </li>
            <li>
              <IconWifiOff size={20} /> Keep working offline; it syncs when you are back
            </li>
          </ul>
        </div>
      </section>
      <main className="signin-panel">
        <form className="signin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <h1>Sign in to Workplace</h1>
          <p className="muted">Use the email address your company registered for you.</p>
          {failure && (
            <div className="signin-failure" role="alert">
              <IconAlert size={18} /> {failure}
            </div>
          )}
          <TextInput label="Email" name="email" type="email" autoComplete="username" autoFocus error={errors.email} />
          <TextInput label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
          <button className="btn btn-primary signin-submit" type="submit" disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </div>
  );
}
