// @ts-check
import { remoteConfig } from '@estate/tooling/webpack/remote';

// The back office renders in the browser only (no server build), and bundles react-router whole: react-admin
// uses far more of it than the trimmed share the public pages load.
export default remoteConfig(import.meta.url, {
  name: 'admin',
  port: 3005,
  exposes: ['AdminApp.tsx'],
  browserOnly: true,
  unshared: ['react-router-dom', 'mobx', 'mobx-react-lite', 'rxjs'],
});
