// Loads the back office (the admin remote) through the federation runtime, with the shell's shared singletons (React,
// the query client, the API client), and renders it in the browser: the page has no server rendering and no frame.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The config element the shell server writes into the page: where the admin remote's manifest lives. */
export const ADMIN_CONFIG_ID = 'admin-config';

const root = createRoot(document.getElementById('root')!);

function failed(error: unknown) {
  console.error('[admin] the back office could not load', error);
  root.render(
    <main style={{ font: '16px/1.5 system-ui, sans-serif', padding: 32 }}>
      <h1>Система управления не загрузилась</h1>
      <p>Проверьте соединение и обновите страницу.</p>
    </main>,
  );
}

try {
  const { remote } = JSON.parse(document.getElementById(ADMIN_CONFIG_ID)?.textContent ?? '{}') as { remote?: string };
  if (!remote) throw new Error('no admin remote configured');
  registerRemotes([{ name: 'admin', entry: remote }]);
  loadRemote<{ default: ComponentType }>('admin/AdminApp').then((module) => {
    if (!module?.default) throw new Error('admin/AdminApp has no default export');
    const AdminApp = module.default;
    root.render(<AdminApp />);
  }, failed);
} catch (error) {
  failed(error);
}
