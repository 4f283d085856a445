import { useState, type ChangeEvent } from 'react';
import { useInput, useNotify, type InputProps } from 'react-admin';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { imageUrl } from '@estate/shared-ui/components/Image/imageUrl';
import { ApiError } from '@estate/shared-api';
import { uploadFile } from '../../../shared/upload';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

function Thumbnail({ path, onRemove }: { path: string; onRemove?: () => void }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-block' }}>
      <img src={imageUrl(path, { size: 320 })} alt="" width={160} style={{ display: 'block', borderRadius: 4 }} />
      {onRemove && (
        <IconButton size="small" aria-label="Убрать изображение" onClick={onRemove} sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** Uploads each chosen file; failures are shown with the API's reason and the others still land. */
function useUploads(onUploaded: (paths: string[]) => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setBusy(true);
    const paths: string[] = [];
    for (const file of files) {
      try {
        paths.push((await uploadFile(file)).path);
      } catch (error) {
        notify(`${file.name}: ${error instanceof ApiError ? (error.displayMessage ?? 'не загружено') : 'нет связи с сервером'}`, { type: 'error' });
      }
    }
    setBusy(false);
    if (paths.length) onUploaded(paths);
  };
  return { busy, upload };
}

function UploadButton({ label, multiple, busy, onChange }: { label: string; multiple?: boolean; busy: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <Button component="label" variant="outlined" size="small" disabled={busy}>
      {busy ? 'Загрузка…' : label}
      <input hidden type="file" accept={ACCEPT} multiple={multiple} onChange={onChange} />
    </Button>
  );
}

/** One image (a cover, a photo): its stored path, uploaded here. */
export function ImageUploadInput(props: InputProps & { label: string }) {
  const { field, fieldState, isRequired } = useInput(props);
  const { busy, upload } = useUploads((paths) => field.onChange(paths[0]));
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <FormLabel required={isRequired}>{props.label}</FormLabel>
      {value && <Thumbnail path={value} />}
      <div>
        <UploadButton label={value ? 'Заменить' : 'Загрузить изображение'} busy={busy} onChange={(event) => void upload(event)} />
      </div>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}

/** Several images (a gallery, construction photos): their paths in order. */
export function GalleryUploadInput(props: InputProps & { label: string }) {
  const { field } = useInput({ ...props, defaultValue: [] });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const { busy, upload } = useUploads((paths) => field.onChange([...value, ...paths]));
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <FormLabel>{props.label}</FormLabel>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {value.map((path, index) => (
          <Thumbnail key={`${path}-${index}`} path={path} onRemove={() => field.onChange(value.filter((_, other) => other !== index))} />
        ))}
      </Stack>
      <div>
        <UploadButton label="Добавить фотографии" multiple busy={busy} onChange={(event) => void upload(event)} />
      </div>
    </Stack>
  );
}
