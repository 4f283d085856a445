// The modules the shell server provides to the remotes' server builds: the very instances the shell renders with
// (one React, one router, one query cache context, one contract package in the process). A remote's server build
// declares them shared with `import: false`, so it has no copy of its own to fall back to.
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as Mobx from 'mobx';
import * as MobxReactLite from 'mobx-react-lite';
import * as Rxjs from 'rxjs';
import * as ReactQuery from '@tanstack/react-query';
import * as SharedApi from '@estate/shared-api';
import type { createInstance } from '@module-federation/enhanced/runtime';
import reactPackage from 'react/package.json';
import reactDomPackage from 'react-dom/package.json';
import routerPackage from 'react-router-dom/package.json';
import mobxPackage from 'mobx/package.json';
import mobxReactLitePackage from 'mobx-react-lite/package.json';
import rxjsPackage from 'rxjs/package.json';
import reactQueryPackage from '@tanstack/react-query/package.json';

const modules: Array<[name: string, version: string, lib: unknown]> = [
  ['react', reactPackage.version, React],
  ['react/jsx-runtime', reactPackage.version, JsxRuntime],
  ['react-dom', reactDomPackage.version, ReactDom],
  ['react-router-dom', routerPackage.version, ReactRouterDom],
  ['mobx', mobxPackage.version, Mobx],
  ['mobx-react-lite', mobxReactLitePackage.version, MobxReactLite],
  ['rxjs', rxjsPackage.version, Rxjs],
  ['@tanstack/react-query', reactQueryPackage.version, ReactQuery],
  ['@estate/shared-api', '1.0.0', SharedApi],
];

type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

export function providedShared(): Shared {
  return Object.fromEntries(
    modules.map(([name, version, lib]) => [
      name,
      { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
    ]),
  );
}
