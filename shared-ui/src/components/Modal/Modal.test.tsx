import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Page({ inline = false }: { inline?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Меню
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Меню" inline={inline}>
        <a href="#projects">Проекты</a>
      </Modal>
    </>
  );
}

const added: HTMLElement[] = [];

function addChatWidgets() {
  const jivo = document.createElement('jdiv');
  const bitrix = document.createElement('div');
  bitrix.className = 'b24-widget-button-wrapper';
  const marked = document.createElement('div');
  marked.setAttribute('data-chat-widget', '');
  marked.style.visibility = 'visible';
  document.body.append(jivo, bitrix, marked);
  added.push(jivo, bitrix, marked);
  return [jivo, bitrix, marked];
}

describe('Modal', () => {
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });

  it('locks page scroll and hides chat widgets while open, and restores both on close', async () => {
    const user = userEvent.setup();
    const widgets = addChatWidgets();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Меню' }));

    expect(screen.getByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    for (const widget of widgets) expect(widget.style.getPropertyValue('visibility')).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(widgets.map((widget) => widget.style.getPropertyValue('visibility'))).toEqual(['', '', 'visible']);
  });

  it('closes on Esc and on the backdrop, not on a click inside, and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Меню' });
    await user.click(opener);
    await user.click(screen.getByRole('link', { name: 'Проекты' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Меню' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Проекты' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
  });

  it('keeps one lock for nested modals', () => {
    const { rerender } = render(
      <>
        <Modal open onClose={jest.fn()} title="Один">
          1
        </Modal>
        <Modal open onClose={jest.fn()} title="Два">
          2
        </Modal>
      </>,
    );
    rerender(
      <>
        <Modal open onClose={jest.fn()} title="Один">
          1
        </Modal>
        <Modal open={false} onClose={jest.fn()} title="Два">
          2
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('renders inline without touching the page', () => {
    const [widget] = addChatWidgets();
    render(
      <Modal open inline onClose={jest.fn()} title="Превью">
        текст
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Превью' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(widget?.style.getPropertyValue('visibility')).toBe('');
  });
});
