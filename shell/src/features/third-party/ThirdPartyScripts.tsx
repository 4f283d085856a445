// Loads the configured third-party services once the page is interactive. The call widget needs no consent;
// analytics and the tag manager (marketing tags) wait until the visitor accepts the cookie notice.
import { useEffect, useState } from 'react';
import { thirdPartyScript, type Integrations } from '@estate/shared-api';
import { useStore } from '../../state/store';
import type { ConsentStore } from '../../state/consent';
import { startCallWidget, startMetrica, startTagManager } from './services';
import { whenInteractive } from '../../app/whenInteractive';

export function ThirdPartyScripts({
  integrations,
  consent,
}: {
  integrations: Integrations;
  consent: ConsentStore;
}) {
  const [interactive, setInteractive] = useState(false);
  const accepted = useStore(consent);
  const { metricaCounterId, tagManagerId } = integrations;
  const callWidgetId = integrations.calltouch?.modId ?? null;

  useEffect(() => whenInteractive(() => setInteractive(true)), []);

  useEffect(() => {
    if (interactive && callWidgetId) startCallWidget(callWidgetId, thirdPartyScript(integrations, 'callWidget'));
  }, [interactive, callWidgetId, integrations]);

  useEffect(() => {
    if (!interactive || !accepted) return;
    if (metricaCounterId) startMetrica(metricaCounterId, thirdPartyScript(integrations, 'metrica'));
    if (tagManagerId) startTagManager(tagManagerId, thirdPartyScript(integrations, 'tagManager'));
  }, [interactive, accepted, metricaCounterId, tagManagerId, integrations]);

  return null;
}
