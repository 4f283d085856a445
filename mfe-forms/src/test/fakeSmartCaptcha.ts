// A fake window.smartCaptcha implementing the documented API, with handles to play the visitor's part.
import type { SmartCaptchaApi, SmartCaptchaEvent, SmartCaptchaRenderParams } from '../shared/captcha/smartCaptchaApi';

interface FakeWidget {
  container: HTMLElement;
  params: SmartCaptchaRenderParams;
  response: string;
  listeners: Map<SmartCaptchaEvent, Set<(payload?: unknown) => void>>;
}

export interface FakeSmartCaptcha {
  api: SmartCaptchaApi;
  widgets: Map<number, FakeWidget>;
  calls: { render: number; execute: number[]; reset: number[]; destroy: number[] };
  /** the only live widget's id */
  lastId: () => number;
  emit: (id: number, event: SmartCaptchaEvent, payload?: unknown) => void;
  /** the visitor passes: the token is set, the callback and the success event fire */
  pass: (id: number, token: string) => void;
  /** set by a test: what the captcha does when executed (nothing by default, like a slow captcha) */
  onExecute: ((id: number) => void) | null;
}

export function createFakeSmartCaptcha(): FakeSmartCaptcha {
  const widgets = new Map<number, FakeWidget>();
  const calls: FakeSmartCaptcha['calls'] = { render: 0, execute: [], reset: [], destroy: [] };
  let nextId = 100;
  const widget = (id: number | undefined) => {
    const found = id === undefined ? undefined : widgets.get(id);
    if (!found) throw new Error(`no widget ${String(id)}`);
    return found;
  };
  const fake: FakeSmartCaptcha = {
    widgets,
    calls,
    onExecute: null,
    lastId: () => {
      const ids = [...widgets.keys()];
      const last = ids.at(-1);
      if (last === undefined) throw new Error('no widget rendered');
      return last;
    },
    emit: (id, event, payload) => {
      // a destroyed widget fires nothing
      for (const listener of [...(widgets.get(id)?.listeners.get(event) ?? [])]) listener(payload);
    },
    pass: (id, token) => {
      const target = widget(id);
      target.response = token;
      target.params.callback?.(token);
      fake.emit(id, 'success', token);
    },
    api: {
      render(container, params) {
        if (!(container instanceof HTMLElement)) throw new Error('container must be an element');
        calls.render += 1;
        const id = nextId++;
        widgets.set(id, { container, params, response: '', listeners: new Map() });
        return id;
      },
      execute(id) {
        widget(id);
        calls.execute.push(id ?? -1);
        fake.onExecute?.(id ?? -1);
      },
      getResponse: (id) => widget(id).response,
      reset(id) {
        widget(id).response = '';
        calls.reset.push(id ?? -1);
      },
      destroy(id) {
        widget(id);
        widgets.delete(id ?? -1);
        calls.destroy.push(id ?? -1);
      },
      subscribe(id, event, callback) {
        const listeners = widget(id).listeners;
        const set = listeners.get(event) ?? new Set();
        set.add(callback);
        listeners.set(event, set);
        return () => set.delete(callback);
      },
    },
  };
  return fake;
}
