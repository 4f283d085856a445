import { act, fireEvent, render, screen } from '@testing-library/react';
import { Scrollbar } from './Scrollbar';
import { scrollForOffset, SCROLLBAR_THUMB_MIN_PX, thumbLength, thumbOffset } from './scrollbarGeometry';

describe('scrollbar geometry', () => {
  it.each([
    [{ viewport: 200, content: 400, track: 200 }, 100],
    [{ viewport: 200, content: 10000, track: 200 }, 20], // 4 px by proportion → the 20 px minimum
    [{ viewport: 200, content: 200, track: 200 }, 0],
    [{ viewport: 200, content: 150, track: 200 }, 0],
  ])('thumb for %j is %i px', (metrics, expected) => {
    expect(thumbLength(metrics)).toBe(expected);
  });

  it('never goes below 20 px', () => {
    expect(SCROLLBAR_THUMB_MIN_PX).toBe(20);
    for (let content = 201; content < 100000; content *= 3) {
      expect(thumbLength({ viewport: 200, content, track: 200 })).toBeGreaterThanOrEqual(20);
    }
  });

  it('maps scroll to thumb offset and back', () => {
    const metrics = { viewport: 200, content: 1000, track: 200 };
    expect(thumbOffset(0, metrics, 40)).toBe(0);
    expect(thumbOffset(800, metrics, 40)).toBe(160);
    expect(thumbOffset(400, metrics, 40)).toBe(80);
    expect(scrollForOffset(80, metrics, 40)).toBe(400);
    expect(scrollForOffset(500, metrics, 40)).toBe(800);
  });
});

function sized(element: HTMLElement, sizes: Record<string, number>) {
  for (const [name, value] of Object.entries(sizes)) Object.defineProperty(element, name, { configurable: true, value });
}

describe('Scrollbar', () => {
  // jsdom has no PointerEvent; a MouseEvent with a pointer id carries the coordinates the same way
  beforeAll(() => {
    class PointerEventStandIn extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: PointerEventStandIn });
  });

  it('sizes and moves the thumb with the content, and scrolls when the thumb is dragged', () => {
    render(
      <Scrollbar label="Список проектов">
        <p>Длинный список</p>
      </Scrollbar>,
    );
    const box = screen.getByRole('region', { name: 'Список проектов' });
    const thumb = screen.getByTestId('scrollbar-thumb');
    const track = thumb.parentElement;
    if (!track) throw new Error('no track');
    sized(box, { clientHeight: 200, scrollHeight: 10000 });
    sized(track, { clientHeight: 200 });

    box.scrollTop = 4900;
    fireEvent.scroll(box);
    expect(thumb.style.height).toBe('20px');
    expect(thumb.style.transform).toBe('translateY(90px)');

    act(() => {
      fireEvent.pointerDown(thumb, { clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(thumb, { clientY: 190, pointerId: 1 });
      fireEvent.pointerUp(thumb, { pointerId: 1 });
    });
    expect(box.scrollTop).toBe(9800);
  });
});
