'use client';

import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslations } from 'next-intl';
import { useEffect, useTransition } from 'react';
import { signInWithSso } from '@/lib/sso/sign-in-action';

type Props = {
  /** The provider's name as its owner writes it. */
  name: string;
  redirectTo: string;
  /** After an unmapped account the provider is asked to show its sign-in form again (prompt=login). */
  askAgain: boolean;
  /** The password form is being sent. */
  disabled: boolean;
  onStart: () => void;
  onPending: (pending: boolean) => void;
  onFailed: () => void;
};

/** "or", then "使用 <provider> 登录": drawn only when single sign-on is configured, and its code loads with it. */
export function SsoSignIn({ name, redirectTo, askAgain, disabled, onStart, onPending, onFailed }: Props) {
  const t = useTranslations('login');
  const [pending, start] = useTransition();
  useEffect(() => onPending(pending), [pending, onPending]);

  function signIn() {
    onStart();
    start(async () => {
      try {
        // The action answers with a redirect to the provider.
        await signInWithSso(redirectTo, askAgain ? 'login' : undefined);
      } catch {
        onFailed();
      }
    });
  }

  return (
    <>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('or')}</Divider>
      <Button
        type="button"
        variant="outlined"
        size="large"
        sx={{ textTransform: 'none' }}
        onClick={signIn}
        disabled={disabled}
        loading={pending}
        loadingPosition="start"
      >
        {t('ssoButton', { name })}
      </Button>
    </>
  );
}
