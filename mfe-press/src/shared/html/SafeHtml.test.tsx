import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SafeHtml } from './SafeHtml';

function renderHtml(html: string) {
  return render(
    <MemoryRouter>
      <SafeHtml html={html} />
    </MemoryRouter>,
  );
}

describe('SafeHtml', () => {
  afterEach(() => {
    delete (window as { hacked?: unknown }).hacked;
  });

  it('renders the body inert: no script element, no handler runs', () => {
    const { container } = renderHtml(
      '<p>Новость</p><script>window.hacked = 1</script><img src="/img/x.jpg" onerror="window.hacked = 2" alt="Кадр">',
    );
    expect(screen.getByText('Новость')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const image = screen.getByRole('img', { name: 'Кадр' });
    image.dispatchEvent(new Event('error'));
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('sends body images through the resizing endpoint with a srcset', () => {
    renderHtml('<figure><img src="/img/media/a.jpg" alt="Двор"><figcaption>Подпись</figcaption></figure>');
    const image = screen.getByRole('img', { name: 'Двор' });
    expect(image.getAttribute('src')).toMatch(/^\/img\/media\/a\.jpg\?size=1024/);
    expect(image.getAttribute('srcset')).toContain('640w');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens external links in a new tab without an opener and keeps site links in the app', () => {
    renderHtml('<p><a href="https://t.me/x">Канал</a> и <a href="/projects">проекты</a></p>');
    const external = screen.getByRole('link', { name: 'Канал' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    const internal = screen.getByRole('link', { name: 'проекты' });
    expect(internal).toHaveAttribute('href', '/projects');
    expect(internal).not.toHaveAttribute('target');
  });

  it('renders a link stripped of a dangerous target as plain text', () => {
    renderHtml('<p><a href="javascript:alert(1)">нажми</a></p>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('нажми')).toBeInTheDocument();
  });
});
