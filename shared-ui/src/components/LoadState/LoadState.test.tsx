import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncView, type QueryState } from './LoadState';

function query<T>(state: Partial<QueryState<T>>): QueryState<T> {
  return { data: undefined, isError: false, isFetching: false, refetch: jest.fn(async () => undefined), ...state };
}

const list = (data: string[]) => <ul>{data.map((item) => <li key={item}>{item}</li>)}</ul>;

it('is busy while the first load runs', () => {
  const { container } = render(<AsyncView state={query<string[]>({ isFetching: true })}>{list}</AsyncView>);
  expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Загрузка…');
});

it('says the load failed and retries on request', async () => {
  const state = query<string[]>({ isError: true });
  render(<AsyncView state={state}>{list}</AsyncView>);
  expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.');
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(state.refetch).toHaveBeenCalledTimes(1);
});

it('keeps the loading state while a failed load is retried', () => {
  const { container } = render(<AsyncView state={query<string[]>({ isError: true, isFetching: true })}>{list}</AsyncView>);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
});

it('shows the empty text, or the content', () => {
  const empty = render(<AsyncView state={query({ data: [] as string[] })} isEmpty={(data) => data.length === 0} emptyText="Планировки скоро появятся.">{list}</AsyncView>);
  expect(screen.getByText('Планировки скоро появятся.')).toBeInTheDocument();
  empty.unmount();
  render(<AsyncView state={query({ data: ['a'] })} isEmpty={(data) => data.length === 0}>{list}</AsyncView>);
  expect(screen.getByRole('listitem')).toHaveTextContent('a');
});
