'use client';

import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signInWithForm } from '@/lib/session/form-sign-in-action';
// Not @mui/material/TextField: it would load its select mode (Select, Menu, Popover) for nothing.
import { TextInput as TextField } from '@/components/common/text-input';
import { PasswordToggle } from './password-toggle';
import { request } from '@/lib/request/request';
import { BASE_PATH } from '@/lib/public-env';

// Drawn only when there is something to say or a single sign-on provider: their code loads with them (server-rendered
// all the same, so a scriptless sign-in still shows its notice).
const loadAlert = () => import('@mui/material/Alert');
const Alert = dynamic(loadAlert);
const SsoSignIn = dynamic(() => import('./sso-sign-in').then((m) => m.SsoSignIn));

/** Why the sign-in page is shown: an ended session, or how a single sign-on attempt ended. */
export type LoginNotice = 'expired' | 'ssoUnknown' | 'ssoFailed' | 'wrongCredentials' | 'signInLocked' | 'unavailable';

const NOTICE_SEVERITY: Record<LoginNotice, AlertColor> = {
  expired: 'info',
  ssoUnknown: 'warning',
  ssoFailed: 'warning',
  wrongCredentials: 'warning',
  signInLocked: 'warning',
  unavailable: 'warning',
};

/** `sso`: the configured OpenID provider (absent: no single sign-on, no button). */
type Props = { redirectTo: string; notice?: LoginNotice; sso?: { name: string } };

export function LoginForm({ redirectTo, notice, sso }: Props) {
  const t = useTranslations('login');
  const app = useTranslations('app');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [ssoPending, setSsoPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // What was typed before hydration stays in the fields, but React keeps its state (''): take it over.
  useEffect(() => {
    const typed = (name: string) => (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setUsername(typed('username'));
    setPassword(typed('password'));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    const name = username.trim();
    if (!name || !password || pending) return;
    // what the answer may need, fetched while the platform answers
    void loadAlert();
    setPending(true);
    setWarning(null);
    try {
      const reply = await request<{ status?: number }>('/api/auth/jwt/token', {
        method: 'POST',
        body: { username: name, password },
        accept: [40001, 40002],
      });
      if (reply?.status === 200) {
        /* eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the signed-in
           console renders anew on the server, with no client cache from before */
        window.location.assign(`${BASE_PATH}${redirectTo}`);
        return;
      }
      setWarning(t(reply?.status === 40002 ? 'signInLocked' : 'wrongCredentials'));
    } catch {
      // the request layer has already shown what went wrong
    }
    setPending(false);
  }

  return (
    // Plain elements styled with the theme's CSS variables, as Box and Paper (elevation 6) would draw them:
    // the two were 0.8 kB of the page's script for two fixed styles. Dark mode follows through the variables.
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#2d3a4b', padding: 16 }}>
      {/* With its script the form calls the BFF itself (submit prevents the default); a press before the script
          has taken over posts the form to its server action, which signs in just the same. */}
      <form
        ref={form}
        action={signInWithForm}
        onSubmit={submit}
        noValidate
        data-redirect={redirectTo}
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 32,
          display: 'grid',
          gap: 16,
          borderRadius: 'var(--mui-shape-borderRadius)',
          color: 'var(--mui-palette-text-primary)',
          backgroundColor: 'var(--mui-palette-background-paper)',
          backgroundImage: 'var(--mui-overlays-6)',
          boxShadow: 'var(--mui-shadows-6)',
        }}
      >
        <input type="hidden" name="redirect" value={redirectTo} />
        <Typography component="h1" variant="h5" align="center">
          {app('title')}
        </Typography>
        <Typography component="h2" variant="subtitle1" align="center" color="text.secondary">
          {t('heading')}
        </Typography>
        {notice && !warning && (
          <Alert severity={NOTICE_SEVERITY[notice]} role={NOTICE_SEVERITY[notice] === 'info' ? undefined : 'alert'}>
            {t(notice)}
          </Alert>
        )}
        {warning && (
          <Alert severity="warning" role="alert">
            {warning}
          </Alert>
        )}
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={touched && !username.trim()}
          helperText={touched && !username.trim() ? t('usernameRequired') : ' '}
          required
        />
        <TextField
          label={t('password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !password}
          helperText={touched && !password ? t('passwordRequired') : ' '}
          required
          slotProps={{
            input: {
              endAdornment: (
                <PasswordToggle
                  shown={showPassword}
                  label={showPassword ? t('hidePassword') : t('showPassword')}
                  onToggle={() => setShowPassword((v) => !v)}
                />
              ),
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={ssoPending}
          loading={pending}
          loadingPosition="start"
        >
          {pending ? t('submitting') : t('submit')}
        </Button>
        {sso && (
          <SsoSignIn
            name={sso.name}
            redirectTo={redirectTo}
            askAgain={notice === 'ssoUnknown'}
            disabled={pending}
            onStart={() => {
              void loadAlert();
              setWarning(null);
            }}
            onPending={setSsoPending}
            onFailed={() => setWarning(t('ssoFailed'))}
          />
        )}
      </form>
    </main>
  );
}
