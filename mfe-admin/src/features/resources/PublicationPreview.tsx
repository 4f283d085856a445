import { useWatch } from 'react-hook-form';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { EditorialHtml } from '@estate/shared-ui/components/EditorialHtml/EditorialHtml';
import { imageUrl } from '@estate/shared-ui/components/Image/imageUrl';

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/**
 * The publication as visitors will read it, from the form as it is now (saved or not): title, date, lead, cover, and
 * the body rendered by the site's own component, which keeps only what the editorial allow-list allows. Only staff
 * see it: nothing unpublished leaves the back office.
 */
export function PublicationPreview() {
  const [title, lead, cover, body, publishedAt] = useWatch({ name: ['title', 'lead', 'cover', 'body', 'published_at'] }) as [string?, string?, string?, string?, string?];
  const date = publishedAt ? new Date(publishedAt) : null;
  return (
    <Card variant="outlined" sx={{ width: '100%', mt: 2 }} aria-label="Предпросмотр">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Предпросмотр: так публикацию увидят посетители
        </Typography>
        <Typography variant="h4" component="h2" gutterBottom>
          {title || 'Без заголовка'}
        </Typography>
        {date && !Number.isNaN(date.getTime()) && <Typography color="text.secondary">{DATE.format(date)}</Typography>}
        {lead && <Typography sx={{ my: 2, fontSize: '1.2rem' }}>{lead}</Typography>}
        {cover && <Box component="img" src={imageUrl(cover, { size: 1024 })} alt="" sx={{ maxWidth: '100%', borderRadius: 1 }} />}
        <EditorialHtml html={body ?? ''} />
      </CardContent>
    </Card>
  );
}
