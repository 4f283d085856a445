import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '@estate/shared-api/dto/content';
import { fakeApi, testShellContext } from '@estate/shared-api/testing/testShell';
import { renderAt } from '../../shared/testing/renderAt';
import { ABOUT_TITLE, AboutPage } from './AboutPage';

const company: Company = {
  name: 'Горизонт Девелопмент',
  legal_name: 'ООО «Горизонт Девелопмент»',
  founded: 2004,
  inn: '7714123456',
  ogrn: '1047714012345',
  address: 'Москва, ул. Правды, 26',
  description: '<p>Строим кварталы <b>с 2004 года</b>.</p><script>window.hacked = 1</script>',
  facts: [
    { value: '22', label: 'года на рынке' },
    { value: '41 000', label: 'семей получили ключи' },
  ],
  history: [
    { year: 2010, text: 'Первый квартал в Туле' },
    { year: 2004, text: 'Основание компании' },
  ],
  awards: [{ year: 2024, title: 'Девелопер года', text: 'Премия за благоустройство' }],
};

function setup(handler: () => unknown = () => company) {
  const { api, requests } = fakeApi(handler);
  const view = renderAt(
    '/about',
    '/about',
    (ctx, search, params) => <AboutPage ctx={ctx} search={search} params={params} />,
    testShellContext({ api }).ctx,
  );
  return { requests, ...view };
}

describe('AboutPage', () => {
  it('shows the company: description, numbers, history in order, awards and legal details', async () => {
    const { container, requests } = setup();
    expect(screen.getByRole('heading', { level: 1, name: ABOUT_TITLE })).toBeInTheDocument();
    expect(await screen.findByText('Горизонт Девелопмент')).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/company/');
    expect(screen.getByText('с 2004 года')).toBeInTheDocument();
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(screen.getByText('41 000')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'История' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2004Основание компании', '2010Первый квартал в Туле']);
    expect(screen.getByRole('heading', { level: 3, name: 'Девелопер года' })).toBeInTheDocument();
    const requisites = screen.getByRole('region', { name: 'Реквизиты' });
    expect(within(requisites).getByText('1047714012345')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('О компании — Горизонт Девелопмент, Москва'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Строим кварталы с 2004 года.',
    );
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    setup(() => (fail ? { status: 502, body: null } : company));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('41 000')).toBeInTheDocument();
  });
});
