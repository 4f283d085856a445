import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EditorialHtml } from './EditorialHtml';

const HTML = '<h2>О проекте</h2><p>Текст и <a href="/press/news">новости</a>, <a href="https://example.ru" target="_blank" rel="noopener noreferrer nofollow">сайт</a>.</p>';

function setup() {
  return render(
    <MemoryRouter initialEntries={['/projects/x']}>
      <Routes>
        <Route path="/projects/x" element={<EditorialHtml html={HTML} className="extra" />} />
        <Route path="/press/news" element={<p>Страница новостей</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('EditorialHtml', () => {
  it('renders the API’s HTML as it is, in one box', () => {
    const { container } = setup();
    const box = container.querySelector('[data-safe-html]');
    expect(box).toHaveClass('prose', 'extra');
    expect(box?.innerHTML).toBe(HTML);
    expect(screen.getByRole('heading', { level: 2, name: 'О проекте' })).toBeVisible();
  });

  it('follows a link to a site page inside the app, leaves other links to the browser', async () => {
    setup();
    const external = screen.getByRole('link', { name: 'сайт' });
    const clicks: boolean[] = [];
    const record = (event: Event) => {
      clicks.push(event.defaultPrevented); // after the box's own handler
      event.preventDefault(); // jsdom cannot open tabs
    };
    document.addEventListener('click', record);
    await userEvent.click(external);
    expect(clicks).toEqual([false]);
    expect(screen.getByRole('heading', { level: 2, name: 'О проекте' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'новости' }));
    expect(screen.getByText('Страница новостей')).toBeVisible();
    expect(clicks).toEqual([false, true]);
    document.removeEventListener('click', record);
  });
});
