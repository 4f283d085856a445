import { useState, type FormEvent } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';

/** Sign-in: e-mail, password and the six-digit code of the authenticator app (every account has the second factor). */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    login({ email: form.get('email'), password: form.get('password'), code: form.get('code') })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5">
            Вход в систему управления
          </Typography>
          <TextField name="email" label="E-mail" type="email" autoComplete="username" required autoFocus />
          <TextField name="password" label="Пароль" type="password" autoComplete="current-password" required />
          <TextField name="code" label="Код из приложения" inputMode="numeric" autoComplete="one-time-code" required slotProps={{ htmlInput: { pattern: '[0-9]{6}', maxLength: 6 } }} />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Вход…' : 'Войти'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
