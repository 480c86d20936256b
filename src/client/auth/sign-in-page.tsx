import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loginBodySchema, type LoginBody } from '../../shared/auth/auth.schema';
import { ApiError } from '../lib/api';
import { TextInput } from '../ui/field';
import { IconAlert, IconBox, IconCar, IconGraduationCap, IconWifiOff } from '../ui/icons';
import { useSession } from '../lib/session-context';
import './sign-in-page.css';

// Zod loads with this page and with the signed-in routes, not with the shell.

/** Only same-site paths are followed after sign-in, never another origin. */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/');

export function SignInPage() {
  const { viewer, signIn } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });

  if (viewer) return <Navigate to={safeNext(params.get('next'))} replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : String(e));
    }
  });

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
        <form className="signin-form" onSubmit={onSubmit} noValidate>
          <h1>Sign in to Workplace</h1>
          <p className="muted">Use the email address your company registered for you.</p>
          {failure && (
            <div className="signin-failure" role="alert">
              <IconAlert size={18} /> {failure}
            </div>
          )}
          <TextInput label="Email" type="email" autoComplete="username" autoFocus error={formState.errors.email?.message} {...register('email')} />
          <TextInput label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
          <button className="btn btn-primary signin-submit" type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </div>
  );
}
