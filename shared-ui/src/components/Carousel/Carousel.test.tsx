import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';

const slides = ['Фасад', 'Двор', 'Лобби', 'Парк'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

const shownLinks = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'слайд' && !slide.hasAttribute('inert'))
    .map((slide) => slide.textContent);

describe('Carousel', () => {
  it('moves with the buttons and stops at the ends without loop', async () => {
    render(<Carousel label="Фотографии проекта">{slides}</Carousel>);
    expect(screen.getByRole('group', { name: 'Фотографии проекта' })).toBeInTheDocument();
    expect(shownLinks()).toEqual(['Фасад']);
    expect(screen.getByRole('button', { name: 'Предыдущий слайд' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(shownLinks()).toEqual(['Двор']);
    expect(screen.getByRole('group', { name: '2 из 4' })).not.toHaveAttribute('inert');
  });

  it('moves with the arrow keys when focused, wrapping with loop', async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Планировки" loop>
        {slides}
      </Carousel>,
    );
    await user.tab();
    expect(screen.getByRole('group', { name: 'Планировки' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(shownLinks()).toEqual(['Парк']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownLinks()).toEqual(['Двор']);
  });

  it('follows horizontal swipes and ignores short or vertical ones', () => {
    render(
      <Carousel label="Ход строительства" slidesPerView={2}>
        {slides}
      </Carousel>,
    );
    const region = screen.getByRole('group', { name: 'Ход строительства' });
    const swipe = (fromX: number, toX: number, toY = 0) => {
      fireEvent.touchStart(region, { touches: [{ clientX: fromX, clientY: 0 }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    swipe(300, 200);
    expect(shownLinks()).toEqual(['Двор', 'Лобби']);
    swipe(300, 280);
    swipe(300, 200, 300);
    expect(shownLinks()).toEqual(['Двор', 'Лобби']);
    swipe(300, 200);
    swipe(300, 200);
    expect(shownLinks()).toEqual(['Лобби', 'Парк']);
    swipe(100, 300);
    expect(shownLinks()).toEqual(['Двор', 'Лобби']);
  });

  it('sizes slides per breakpoint in the stylesheet and pages by the window it is in', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    render(
      <Carousel label="Похожие квартиры" slidesPerView={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {slides}
      </Carousel>,
    );
    const region = screen.getByRole('group', { name: 'Похожие квартиры' });
    expect(region.style.getPropertyValue('--per-view-mobile')).toBe('1');
    expect(region.style.getPropertyValue('--per-view-desktop')).toBe('3');
    // the markup of every width; a phone's window pages one slide at a time
    expect(shownLinks()).toEqual(['Фасад']);
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(shownLinks()).toEqual(['Двор']);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });
});
