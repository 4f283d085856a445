import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Отправить</button>;
}

it('is false in the server markup and true once the browser has hydrated it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  expect(container.querySelector('button')?.disabled).toBe(true);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }),
  );
  expect(container.querySelector('button')?.disabled).toBe(false);
  expect(errors).toEqual([]);
  act(() => root.unmount());
});
