import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, type ShellContext } from '@estate/shared-api';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { Widget } from './Widget';

jest.mock('../../federation/remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));
jest.mock('../../shared/useShell', () => ({
  useShell: () => ({ city: { slug: 'moskva' } }) as unknown as ShellContext,
}));

const load = loadRemoteModule as jest.Mock;

function Greeting({ name, ctx }: { name: string; ctx: ShellContext }) {
  return (
    <p>
      Здравствуйте, {name} ({ctx.city.slug})
    </p>
  );
}

describe('Widget', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('renders the remote widget with its props and the shell context', async () => {
    load.mockResolvedValue({ contractVersion: CONTRACT_VERSION, Component: Greeting });
    render(<Widget module="forms/Greeting" props={{ name: 'Анна' }} fallback={<p>Загрузка</p>} />);
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    expect(await screen.findByText('Здравствуйте, Анна (moskva)')).toBeInTheDocument();
  });

  it('keeps the fallback when the remote cannot load and no error fallback is given', async () => {
    load.mockRejectedValue(new Error('down'));
    render(<Widget module="forms/Greeting" fallback={<p>Загрузка</p>} />);
    await screen.findByText('Загрузка');
    expect(console.warn).toHaveBeenCalled();
  });

  it('offers a retry that loads the remote again without a page reload', async () => {
    load.mockRejectedValueOnce(new Error('down'));
    load.mockResolvedValueOnce({ contractVersion: CONTRACT_VERSION, Component: Greeting });
    render(
      <Widget
        module="forms/Greeting"
        props={{ name: 'Анна' }}
        errorFallback={(retry) => (
          <button type="button" onClick={retry}>
            Повторить
          </button>
        )}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(resetRemote).toHaveBeenCalledWith('forms/Greeting');
    expect(await screen.findByText('Здравствуйте, Анна (moskva)')).toBeInTheDocument();
  });
});
