import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EditorialHtml } from './EditorialHtml';

function renderHtml(html: string) {
  return render(
    <MemoryRouter initialEntries={['/projects/x']}>
      <Routes>
        <Route path="/projects/x" element={<EditorialHtml html={html} className="extra" />} />
        <Route path="/press/news" element={<p>Страница новостей</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('EditorialHtml', () => {
  afterEach(() => {
    delete (window as { hacked?: unknown }).hacked;
  });

  it('renders the text structure in one prose box', () => {
    const { container } = renderHtml('<h2>О проекте</h2><p>Первый <strong>абзац</strong>.</p><ul><li>раз</li></ul>');
    const box = container.querySelector('[data-safe-html]');
    expect(box).toHaveClass('prose', 'extra');
    expect(box?.innerHTML).toBe('<h2>О проекте</h2><p>Первый <strong>абзац</strong>.</p><ul><li>раз</li></ul>');
    expect(screen.getByRole('heading', { level: 2, name: 'О проекте' })).toBeVisible();
  });

  it('renders a hostile body inert: no script element, no handler, no style, no foreign image', () => {
    const { container } = renderHtml(
      '<p style="color:red">Новость</p><script>window.hacked = 1</script><img src="/img/x.jpg" onerror="window.hacked = 2" alt="Кадр"><img src="https://tracker.example/p.gif">',
    );
    expect(screen.getByText('Новость')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror], [style]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    screen.getByRole('img', { name: 'Кадр' }).dispatchEvent(new Event('error'));
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('sends images through the resizing endpoint with a srcset', () => {
    renderHtml('<figure><img src="/img/media/a.jpg" alt="Двор"><figcaption>Подпись</figcaption></figure>');
    const image = screen.getByRole('img', { name: 'Двор' });
    expect(image.getAttribute('src')).toMatch(/^\/img\/media\/a\.jpg\?size=1024/);
    expect(image.getAttribute('srcset')).toContain('640w');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('renders a link stripped of a dangerous target as plain text', () => {
    renderHtml('<p><a href="javascript:alert(1)">нажми</a></p>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('нажми')).toBeInTheDocument();
  });

  it('follows a link to a site page inside the app, opens others in a new tab without an opener', async () => {
    renderHtml('<p>Текст и <a href="/press/news">новости</a>, <a href="https://example.ru">сайт</a>.</p>');
    const external = screen.getByRole('link', { name: 'сайт' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    const clicks: boolean[] = [];
    const record = (event: Event) => {
      clicks.push(event.defaultPrevented); // after the router's own handler
      event.preventDefault(); // jsdom cannot open tabs
    };
    document.addEventListener('click', record);
    await userEvent.click(external);
    expect(clicks).toEqual([false]);
    const internal = screen.getByRole('link', { name: 'новости' });
    expect(internal).toHaveAttribute('href', '/press/news');
    expect(internal).not.toHaveAttribute('target');
    await userEvent.click(internal);
    expect(screen.getByText('Страница новостей')).toBeVisible();
    expect(clicks).toEqual([false, true]);
    document.removeEventListener('click', record);
  });
});
