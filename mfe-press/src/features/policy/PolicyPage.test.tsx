import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, testShellContext } from '@estate/shared-api/testing/testShell';
import { renderAt } from '../../shared/testing/renderAt';
import { POLICY_TITLE, PolicyPage } from './PolicyPage';

const agreement = {
  version: '2025-09-01',
  title: 'Согласие на обработку персональных данных',
  text: '<h2>Согласие на обработку персональных данных</h2><p>Я даю согласие.</p>',
  published_at: '2025-09-01',
};
const baseData = {
  privacy_policy:
    '<h2>Политика конфиденциальности</h2><p>Мы храним данные в России.</p><img src=x onerror="window.hacked=1">',
};

function setup(handler: () => unknown = () => agreement, base: unknown = baseData) {
  const { api } = fakeApi(handler);
  return renderAt(
    '/personal-data-processing-policy',
    '/personal-data-processing-policy',
    (ctx, search, params) => <PolicyPage ctx={ctx} search={search} params={params} />,
    testShellContext({ api, overrides: { baseData: base } }).ctx,
  );
}

describe('PolicyPage', () => {
  it('shows the privacy policy of the base data at once and then the consent text with its edition', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: POLICY_TITLE })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Политика конфиденциальности' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Мы храним данные в России.')).toBeInTheDocument();
    expect(container.querySelector('[onerror], script:not([type="application/ld+json"])')).toBeNull();
    expect(await screen.findByText('Я даю согласие.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: agreement.title })).toHaveLength(1);
    expect(screen.getByText('Редакция от 1 сентября 2025')).toBeInTheDocument();
    expect(document.title).toBe(`${POLICY_TITLE} — Горизонт Девелопмент, Москва`);
  });

  it('adds the consent title when the text has none, and retries a failed load', async () => {
    let fail = true;
    setup(() => (fail ? { status: 500, body: {} } : { ...agreement, text: '<p>Я даю согласие.</p>' }), null);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 2, name: agreement.title })).toBeInTheDocument();
  });
});
