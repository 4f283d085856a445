import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useRecordContext } from 'react-admin';

/** What the site can show as a preview: the record's public page (the about page is the `company` block). */
const PREVIEWABLE: Record<string, (id: string) => boolean> = {
  publications: () => true,
  agreements: () => true,
  content_blocks: (id) => id === 'company',
};

/** The shell's preview of the record as saved: its public page, as visitors would see it, in a new tab. */
export function previewHref(resource: string, id: string): string | null {
  return PREVIEWABLE[resource]?.(id) ? `/admin/preview/${encodeURIComponent(resource)}/${encodeURIComponent(id)}` : null;
}

export function PreviewButton({ resource }: { resource: string }) {
  const record = useRecordContext();
  const href = record ? previewHref(resource, String(record.id)) : null;
  if (!href) return null;
  return (
    <Button href={href} target="_blank" rel="noopener" size="small" startIcon={<OpenInNewIcon />} title="Сохранённая версия на странице сайта, видна только сотрудникам">
      Предпросмотр
    </Button>
  );
}
