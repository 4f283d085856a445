import { act, render } from '@testing-library/react';
import type { Integrations } from '@estate/shared-api';
import { createConsentStore } from '../../state/consent';
import { ThirdPartyScripts } from './ThirdPartyScripts';
import { CALL_WIDGET_SRC, METRICA_SRC, TAG_MANAGER_SRC } from './services';
import { thirdPartyWindow } from './globals';

const none: Integrations = {
  smartCaptchaSiteKey: null,
  metricaCounterId: null,
  tagManagerId: null,
  calltouch: null,
  mapTiles: { url: null },
};
const all: Integrations = {
  smartCaptchaSiteKey: null,
  metricaCounterId: 12345,
  tagManagerId: 'GTM-TEST',
  calltouch: { siteId: '1', modId: 'mod42', apiUrl: 'https://api.calltouch.ru' },
  mapTiles: { url: null },
};

const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) => s.src);
let readyState: DocumentReadyState = 'loading';

beforeEach(() => {
  jest.useFakeTimers();
  readyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.head.querySelectorAll('script[data-third-party]').forEach((script) => script.remove());
  const w = thirdPartyWindow();
  delete w.ym;
  delete w.dataLayer;
  delete w.ct;
  localStorage.clear();
});

function pageLoaded() {
  act(() => {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10);
  });
}

it('loads nothing when no id is configured', () => {
  const consent = createConsentStore();
  consent.accept();
  render(<ThirdPartyScripts integrations={none} consent={consent} />);
  pageLoaded();
  expect(scripts()).toEqual([]);
});

it('waits for the page to be interactive, then loads the call widget; analytics waits for acceptance', () => {
  const consent = createConsentStore();
  render(<ThirdPartyScripts integrations={all} consent={consent} />);
  act(() => jest.advanceTimersByTime(5000));
  expect(scripts()).toEqual([]);
  pageLoaded();
  expect(scripts()).toEqual([`${CALL_WIDGET_SRC}?id=mod42`]);
  expect(thirdPartyWindow().ym).toBeUndefined();

  act(() => consent.accept());
  expect(scripts()).toEqual([`${CALL_WIDGET_SRC}?id=mod42`, METRICA_SRC, `${TAG_MANAGER_SRC}?id=GTM-TEST`]);
  expect(thirdPartyWindow().ym?.a?.[0]).toEqual([12345, 'init', expect.objectContaining({ clickmap: true })]);
  expect(thirdPartyWindow().dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
});

it('starts analytics at once for a visitor who accepted before', () => {
  const consent = createConsentStore();
  consent.accept();
  render(<ThirdPartyScripts integrations={{ ...all, calltouch: null }} consent={consent} />);
  pageLoaded();
  expect(scripts()).toEqual([METRICA_SRC, `${TAG_MANAGER_SRC}?id=GTM-TEST`]);
});
