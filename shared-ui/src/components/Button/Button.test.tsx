import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button } from './Button';

function renderAt(ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/projects" element={<h1>Проекты</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Button', () => {
  it('renders a button that reports clicks', async () => {
    const onClick = jest.fn();
    renderAt(<Button onClick={onClick}>Отлично</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Отлично' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('navigates inside the app for an internal link', async () => {
    renderAt(<Button href="/projects">Выбрать проекты</Button>);
    const link = screen.getByRole('link', { name: 'Выбрать проекты' });
    expect(link).toHaveAttribute('href', '/projects');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Проекты' })).toBeInTheDocument();
  });

  it.each(['https://example.ru/promo', 'http://example.ru', 'HTTPS://EXAMPLE.RU'])('opens %s as an external anchor', (href) => {
    renderAt(<Button href={href}>Подробнее</Button>);
    const link = screen.getByRole('link', { name: 'Подробнее' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('disables a button and a link', async () => {
    const onClick = jest.fn();
    renderAt(
      <>
        <Button disabled onClick={onClick}>
          Кнопка
        </Button>
        <Button disabled href="/projects">
          Ссылка
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Кнопка' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Кнопка' }));
    expect(onClick).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Ссылка' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });
});
