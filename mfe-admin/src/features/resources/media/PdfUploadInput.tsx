import { useState, type ChangeEvent } from 'react';
import { TextInput, useInput, useNotify, type InputProps } from 'react-admin';
import { Button, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { ApiError } from '@estate/shared-api';
import { uploadFile } from '../../../shared/upload';

/** A document's address: a PDF uploaded here (checked by the API: no scripts, no attachments) or a link typed in. */
export function PdfUploadInput(props: InputProps & { label: string }) {
  const { field } = useInput(props);
  const form = useFormContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadFile(file);
      field.onChange(uploaded.url);
      if (form.getValues('file_size') !== undefined) form.setValue('file_size', uploaded.size, { shouldDirty: true });
    } catch (error) {
      notify(`${file.name}: ${error instanceof ApiError ? (error.displayMessage ?? 'не загружено') : 'нет связи с сервером'}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <TextInput {...props} source={props.source} label={props.label} sx={{ minWidth: 480 }} />
      <Button component="label" variant="outlined" size="small" disabled={busy}>
        {busy ? 'Загрузка…' : 'Загрузить PDF'}
        <input hidden type="file" accept="application/pdf" onChange={(event) => void upload(event)} />
      </Button>
    </Stack>
  );
}
