// The head entries every page has, rendered with the frame (React 19 puts them into <head>, on the server and
// after client navigation alike): og:locale and the developer's Organization structured data. A page's title,
// description, canonical URL and picture come from the page (PageHead) or RouteHead.
import { JsonLd, useSiteHead } from '@estate/shared-api';
import { useFrame } from '../../state/frame';
import { organizationJsonLd } from './structuredData';

export function ShellHead() {
  const { origin, logo } = useSiteHead();
  const { company, baseData } = useFrame();
  const organization = organizationJsonLd({ origin, company, baseData, logoUrl: logo });
  return (
    <>
      <meta property="og:locale" content="ru_RU" />
      <JsonLd data={organization} />
    </>
  );
}
