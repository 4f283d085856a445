// Builds the ShellContext every remote page receives (the contract of shared-api) and provides it to the frame,
// together with the frame's own typed data and small stores (header counts, cookie consent, notices, modals),
// the head entries every page has and the third-party scripts. The same on the server (one per request) and in
// the browser (one per page load): nothing here lives at module level.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONTRACT_VERSION, createEventBus, SiteHeadContext, type ApiClient, type ShellContext } from '@estate/shared-api';
import type { InitialState } from '../state/initialState';
import { FrameProvider, type Frame } from '../state/frame';
import { connectLotCounts, createLotCountsStore } from '../state/lotCounts';
import { createConsentStore } from '../state/consent';
import { connectNotifications, createNotificationsStore } from '../state/notifications';
import { createModalStore } from '../state/modals';
import { Widget } from '../features/remote-region/Widget';
import { cityUrl } from '../shared/city/cityHost';
import { ShellHead } from '../shared/head/ShellHead';
import { siteHead } from '../shared/head/siteHead';
import { ThirdPartyScripts } from '../features/third-party/ThirdPartyScripts';
import { ShellReactContext } from '../shared/useShell';

export function ShellProvider({
  state,
  api,
  children,
}: {
  state: InitialState;
  /** the browser's same-origin client, or the server's client for this request */
  api: ApiClient;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The router's navigate may change identity between renders; the context (and its bus) must not.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [shell] = useState<ShellContext>(() => ({
    contractVersion: CONTRACT_VERSION,
    city: state.city,
    cities: state.cities,
    device: state.device,
    domain: state.domain,
    baseData: state.baseData,
    projects: state.projects,
    api,
    bus: createEventBus(),
    integrations: state.integrations,
    navigate: (to, options) => void navigateRef.current(to, options),
    cityUrl: (slug, path) => cityUrl(state.domain.protocol, state.domain.siteDomain, state.cities, slug, path),
    Widget,
  }));
  const [frame] = useState<Frame>(() => {
    const created: Frame = {
      city: state.city,
      cities: state.cities,
      baseData: state.baseData,
      projects: state.projects,
      company: state.company,
      lotCounts: createLotCountsStore(),
      consent: createConsentStore(),
      notifications: createNotificationsStore(),
      modals: createModalStore(),
    };
    // Connected at once, not in an effect: child effects (the remote services) run first and may publish
    // before a parent effect would subscribe. The frame lives as long as the page.
    connectLotCounts(created.lotCounts, shell.bus);
    connectNotifications(created.notifications, shell.bus);
    return created;
  });

  // page heads make their canonical, picture and breadcrumb URLs absolute on the city's own host
  const site = siteHead(cityUrl(state.domain.protocol, state.domain.siteDomain, state.cities, state.city.slug, ''), pathname);
  return (
    <ShellReactContext.Provider value={shell}>
      <SiteHeadContext.Provider value={site}>
        <FrameProvider frame={frame}>
          <ShellHead />
          <ThirdPartyScripts integrations={state.integrations} consent={frame.consent} />
          {children}
        </FrameProvider>
      </SiteHeadContext.Provider>
    </ShellReactContext.Provider>
  );
}
