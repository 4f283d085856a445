// A range filter typed into while the selection page's scripts were still on their way: the page hydrates and the
// filter is applied as if the visitor had done it then.
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RangeBox } from './RangeBox';

/** Server markup of `element` in the document, changed by `before` as a visitor would, then hydrated. */
async function hydrateAfter(element: ReactElement, before: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(element);
  before(container);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }));
  return {
    container,
    errors,
    done() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

describe('a filter used before the page hydrated', () => {
  it('a price typed into a box the visitor has left is committed', async () => {
    const onCommit = jest.fn();
    const box = <RangeBox name="price_max" prefix="до" label="Цена" integer value={null} placeholder={30_000_000} onCommit={onCommit} />;
    const page = await hydrateAfter(box, (container) => {
      container.querySelector('input')!.value = '15 000 000';
    });
    expect(onCommit).toHaveBeenCalledWith(15_000_000);
    expect(page.container.querySelector('input')).toHaveValue('15 000 000');
    page.done();
  });

  it('a price still being typed is kept, and committed when the visitor leaves the box', async () => {
    const onCommit = jest.fn();
    const box = <RangeBox name="price_max" prefix="до" label="Цена" integer value={null} placeholder={30_000_000} onCommit={onCommit} />;
    const page = await hydrateAfter(box, (container) => {
      const input = container.querySelector('input')!;
      input.focus();
      input.value = '12 5';
    });
    const input = page.container.querySelector('input')!;
    expect(onCommit).not.toHaveBeenCalled();
    act(() => input.blur());
    expect(onCommit).toHaveBeenCalledWith(125);
    page.done();
  });

  it('a box nobody touched commits nothing', async () => {
    const onCommit = jest.fn();
    const { unmount } = render(<RangeBox name="price_max" prefix="до" label="Цена" integer value={8_000_000} placeholder={null} onCommit={onCommit} />);
    expect(onCommit).not.toHaveBeenCalled();
    unmount();
  });
});
