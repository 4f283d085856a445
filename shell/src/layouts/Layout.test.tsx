import { screen } from '@testing-library/react';
import { renderInFrame } from '../state/testFrame';
import { Layout } from './Layout';

jest.mock('../features/remote-region/Widget', () => ({
  Widget: ({ fallback }: { fallback?: React.ReactNode }) => <>{fallback}</>,
}));

beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});

it('wraps the page in the default frame: modal host, header, notices, page, footer', () => {
  const { container } = renderInFrame(
    <Layout name="default">
      <p>Страница</p>
    </Layout>,
  );
  expect(container.querySelector('[data-modal-host]')).not.toBeNull();
  expect(screen.getByTestId('site-header')).toHaveAttribute('data-tone', 'white');
  expect(screen.getByTestId('notification-strip')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('Страница');
  expect(screen.getByTestId('site-footer')).toBeInTheDocument();
});

it('gives the press section the same frame on the grey header', () => {
  renderInFrame(
    <Layout name="press">
      <p>Пресс</p>
    </Layout>,
  );
  expect(screen.getByTestId('site-header')).toHaveAttribute('data-tone', 'grey');
  expect(screen.getByTestId('site-footer')).toBeInTheDocument();
});

it.each(['print', 'errors'] as const)('renders only the page in the %s layout', (name) => {
  renderInFrame(
    <Layout name={name}>
      <p>Только страница</p>
    </Layout>,
  );
  expect(screen.getByRole('main')).toHaveTextContent('Только страница');
  expect(screen.queryByTestId('site-header')).toBeNull();
  expect(screen.queryByTestId('site-footer')).toBeNull();
});
