import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'news', label: 'Новости', content: 'Список новостей' },
  { id: 'telegram', label: 'Телеграм', content: 'Посты' },
  { id: 'video', label: 'Видео', disabled: true, content: 'Видео' },
  { id: 'docs', label: 'Документы', content: 'Документы проекта' },
];

describe('Tabs', () => {
  it('shows the panel of the clicked tab', async () => {
    const onChange = jest.fn();
    render(<Tabs tabs={tabs} label="Пресс-центр" onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Список новостей');
    await userEvent.click(screen.getByRole('tab', { name: 'Телеграм' }));
    expect(screen.getByRole('tab', { name: 'Телеграм' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Телеграм' })).toHaveTextContent('Посты');
    expect(onChange).toHaveBeenCalledWith('telegram');
  });

  it('shows what the parent renders for the chosen tab in the panel every tab controls', async () => {
    const Filtered = () => {
      const [type, setType] = useState('news');
      return (
        <Tabs tabs={[{ id: 'news', label: 'Новости' }, { id: 'telegram', label: 'Телеграм' }]} label="Пресс-центр" value={type} onChange={setType}>
          {`Список: ${type}`}
        </Tabs>
      );
    };
    render(<Filtered />);
    const panel = screen.getByRole('tabpanel', { name: 'Новости' });
    expect(panel).toHaveTextContent('Список: news');
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(screen.getByRole('tab', { name: 'Телеграм' }));
    expect(screen.getByRole('tabpanel', { name: 'Телеграм' })).toHaveTextContent('Список: telegram');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Пресс-центр" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Новости' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Документы' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Документы проекта');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Новости' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Документы' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Новости' })).toHaveAttribute('aria-selected', 'true');
  });
});
